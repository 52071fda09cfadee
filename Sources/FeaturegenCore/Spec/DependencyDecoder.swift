/// `dependencies:` — `name: Type` for a client declared elsewhere, or
/// `name: { type:, endpoints: { op: "(label: Type) async throws -> Result" } }` for one this
/// feature declares; or `name: \.keyPath` (`{ keyPath: \.date.now }`) for a value of the
/// runtime's dependency values (TCA's `@Dependency(\.uuid)`).
struct DependencyDecoder {
    static let keys = SpecVocabulary.dependency.names
    static let endpointKeys = SpecVocabulary.endpoint.names

    /// The clients, and the dependencies named by a key path.
    func decode(_ node: YAMLNode, reader: inout SpecReader) -> ([FeatureSpec.Dependency], [FeatureSpec.KeyPathDependency]) {
        guard !node.isNull, let pairs = reader.mapping(node, "'dependencies'") else { return ([], []) }
        var keyPaths: [FeatureSpec.KeyPathDependency] = []
        let clients: [FeatureSpec.Dependency] = pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "dependency", at: pair.keyLocation) else { return nil }
            // `{ String: Int }` unquoted is the type `[String: Int]` (as a state field's is), not a client.
            guard let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType else {
                if let text = pair.value.scalar?.text, text.hasPrefix("\\") {
                    reader.keyUses.append(("dependencies.keyPath", pair.keyLocation))
                    if let keyPath = keyPath(text, of: name, at: pair.value.location, reader: &reader) {
                        keyPaths.append(.init(name: name, keyPath: keyPath, location: pair.keyLocation))
                    }
                    return nil
                }
                guard let type = reader.type(pair.value, "'\(name)'") else { return nil }
                return .init(name: name, type: type, endpoints: [], location: pair.keyLocation)
            }
            guard reader.mapping(pair.value, "dependency '\(name)'", allowed: Self.keys) != nil else { return nil }
            reader.noteKeys(long, in: "dependencies")
            if let pathPair = long.first(where: { $0.key == "keyPath" }) {
                for other in long where other.key != "keyPath" && Self.keys.contains(other.key) {
                    reader.error(
                        "dependency '\(name)' is named by its key path: it takes no '\(other.key)'", at: other.keyLocation,
                        notes: [.init("remove '\(other.key)', or 'keyPath' for a client")])
                }
                if let text = reader.text(pathPair.value, "'keyPath'"),
                    let keyPath = keyPath(text, of: name, at: pathPair.value.location, reader: &reader)
                {
                    keyPaths.append(.init(name: name, keyPath: keyPath, location: pair.keyLocation))
                }
                return nil
            }
            var type = Self.defaultType(of: name)
            if let node = long.first(where: { $0.key == "type" })?.value {
                guard let text = reader.text(node, "'type'"), let given = reader.name(text, "type", at: node.location, typeName: true)
                else { return nil }
                type = given
            }
            var endpoints: [FeatureSpec.Endpoint] = []
            // An endpoint written wrong (or endpoints that are no mapping) is reported where it
            // is, and is no second error here.
            var written = false
            if let node = long.first(where: { $0.key == "endpoints" })?.value, !node.isNull {
                let operations = reader.mapping(node, "the endpoints of '\(name)'")
                written = operations.map { !$0.isEmpty } ?? true
                endpoints = (operations ?? []).compactMap { endpoint($0, reader: &reader) }
            }
            if endpoints.isEmpty {
                guard !written else { return nil }
                reader.error(
                    "dependency '\(name)' declares no endpoints", at: pair.keyLocation,
                    notes: [
                        .init(
                            "add 'endpoints: { fetch: \"() async throws -> [Item]\" }', or write 'name: Type' for a client declared elsewhere"
                        )
                    ])
                return nil
            }
            return .init(name: name, type: type, endpoints: endpoints, location: pair.keyLocation)
        }
        return (clients, keyPaths)
    }

    /// `\.uuid`, `\.date.now`: a key path of names; nil (reported) otherwise.
    private func keyPath(_ text: String, of name: String, at location: SourceLocation, reader: inout SpecReader) -> String? {
        let text = text.trimmingBlanks
        let parts = text.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false)
        guard text.hasPrefix("\\."), !parts.isEmpty,
            parts.allSatisfy({ part in
                guard let first = part.first, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            })
        else {
            reader.error(
                "'\(text)' is not a key path for dependency '\(name)'", at: location,
                notes: [.init("write a key path of the dependency values: '\\.uuid', '\\.date.now'")])
            return nil
        }
        return text
    }

    /// `catalog` → `CatalogClient`.
    static func defaultType(of name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst() + "Client"
    }

    private func endpoint(_ pair: YAMLNode.Pair, reader: inout SpecReader) -> FeatureSpec.Endpoint? {
        guard let name = reader.name(pair.key, "endpoint", at: pair.keyLocation) else { return nil }
        var signatureNode = pair.value
        var preview: String?
        if let long = pair.value.mapping {
            guard reader.mapping(pair.value, "endpoint '\(name)'", allowed: Self.endpointKeys) != nil else { return nil }
            guard let node = long.first(where: { $0.key == "signature" })?.value else {
                reader.error("endpoint '\(name)' has no 'signature'", at: pair.value.location)
                return nil
            }
            signatureNode = node
            if let node = long.first(where: { $0.key == "preview" })?.value { preview = reader.text(node, "'preview'") }
        }
        guard let text = reader.text(signatureNode, "the signature of '\(name)'") else { return nil }
        guard var endpoint = Self.parse(text, name: name, location: pair.keyLocation) else {
            reader.error(
                "'\(text)' is not a function signature for endpoint '\(name)'", at: signatureNode.location,
                notes: [.init("write it as \"(label: Type) async throws -> Result\", quoted")])
            return nil
        }
        endpoint.preview = preview
        return endpoint
    }

    /// `(label: Type, Type) async throws -> Result`; nil when the text is not of that shape.
    static func parse(_ text: String, name: String, location: SourceLocation) -> FeatureSpec.Endpoint? {
        let text = text.trimmingBlanks
        guard text.first == "(" else { return nil }
        var depth = 0
        var close: String.Index?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            if "([<".contains(character) {
                depth += 1
            } else if ")]".contains(character) || (character == ">" && previous != "-") {
                depth -= 1
                if depth == 0 && character == ")" {
                    close = index
                    break
                }
            }
        }
        guard let close, let parameters = TypeExpression.parameterList(String(text[text.index(after: text.startIndex)..<close]))
        else { return nil }
        var rest = String(text[text.index(after: close)...]).trimmingBlanks
        var returnType: String?
        if let arrow = rest.firstRange(of: "->") {
            let type = String(rest[arrow.upperBound...]).trimmingBlanks
            guard !type.isEmpty, TypeExpression.isBalanced(type) else { return nil }
            returnType = type == "Void" || type == "()" ? nil : type
            rest = String(rest[..<arrow.lowerBound]).trimmingBlanks
        }
        let effects = rest.split(separator: " ").map(String.init)
        guard effects.allSatisfy({ $0 == "async" || $0 == "throws" }), Set(effects).count == effects.count,
            effects != ["throws", "async"]
        else { return nil }
        return .init(
            name: name, parameters: parameters, isAsync: effects.contains("async"), isThrowing: effects.contains("throws"),
            returnType: returnType, preview: nil, location: location)
    }
}
