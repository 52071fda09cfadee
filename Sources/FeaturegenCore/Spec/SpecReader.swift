/// Shape checks shared by every part of the spec: each reports a diagnostic and returns nil
/// when the node is not what the spec format expects there, so decoding goes on and every
/// mistake of a file is reported in one run.
struct SpecReader {
    var diagnostics = DiagnosticCollector()
    /// The core keys (`CoreKeys`) the spec writes, each where it is written, for the warnings
    /// about keys its architecture ignores.
    var keyUses: [(key: String, location: SourceLocation)] = []

    /// Notes the core keys among `pairs`, a mapping the spec writes under `section`
    /// (`subviews.state` for a subview's field; empty at the top level).
    mutating func noteKeys(_ pairs: [YAMLNode.Pair], in section: String) {
        for pair in pairs {
            let key = section.isEmpty ? pair.key : "\(section).\(pair.key)"
            if CoreKeys.spec.contains(key) { keyUses.append((key, pair.keyLocation)) }
        }
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.error(message, at: location, notes: notes)
    }

    /// The pairs of a mapping, refusing keys not in `allowed` (with a did-you-mean).
    mutating func mapping(_ node: YAMLNode, _ what: String, allowed: [String]? = nil) -> [YAMLNode.Pair]? {
        guard let pairs = node.mapping else {
            error("expected a mapping for \(what), found \(node.shapeDescription)", at: node.location)
            return nil
        }
        if let allowed {
            for pair in pairs where !allowed.contains(pair.key) {
                unknownKey(pair, in: what, allowed: allowed)
            }
        }
        return pairs
    }

    mutating func unknownKey(_ pair: YAMLNode.Pair, in what: String, allowed: [String]) {
        let notes = DidYouMean.notes(for: pair.key, among: allowed, listing: "\(what) takes: \(allowed.joined(separator: ", "))")
        error("unknown key '\(pair.key)' in \(what)", at: pair.keyLocation, notes: notes)
    }

    /// A list, or (for people who write `name: value` pairs) a mapping read as one-pair items.
    mutating func items(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        switch node.kind {
        case let .sequence(items):
            return items
        case let .mapping(pairs):
            return pairs.map { pair in
                YAMLNode(.mapping([pair]), at: pair.keyLocation)
            }
        case .scalar where node.isNull:
            return []
        case .scalar:
            error(
                "expected a list for \(what), found a scalar", at: node.location,
                notes: [.init("write one item per line as '- name', or in brackets as '[a, b]'")])
            return nil
        }
    }

    /// A list, and only a list (or nothing): `conforms: {}` is a mapping, no list of protocols.
    mutating func list(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        guard node.mapping == nil else {
            error(
                "expected a list for \(what), found a mapping", at: node.location,
                notes: [.init("write one item per line as '- name', or in brackets as '[a, b]'")])
            return nil
        }
        return items(node, what)
    }

    mutating func text(_ node: YAMLNode, _ what: String) -> String? {
        guard let scalar = node.scalar, !node.isNull else {
            error("expected a value for \(what), found \(node.shapeDescription)", at: node.location)
            return nil
        }
        return scalar.text
    }

    /// `was: oldName`, the name before a rename.
    mutating func previousName(_ node: YAMLNode, of what: String, typeName: Bool = false) -> String? {
        guard let text = text(node, "'was'") else { return nil }
        return name(text, what, at: node.location, typeName: typeName)
    }

    mutating func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        switch node.scalar {
        case let scalar? where scalar.isPlain && scalar.text == "true": return true
        case let scalar? where scalar.isPlain && scalar.text == "false": return false
        default:
            let found = node.scalar.map { "'\($0.text)'" } ?? node.shapeDescription
            error("\(what) must be true or false, found \(found)", at: node.location)
            return nil
        }
    }

    /// A name declared by the spec: letters and digits, starting with a letter.
    /// A name written as a list item (`- load`): refused when YAML reads it as a boolean or a
    /// number, as editors do.
    mutating func name(_ node: YAMLNode, _ what: String) -> String? {
        if let kind = node.nonStringKind, let text = node.scalar?.text {
            error(
                "expected \(Self.withArticle(what)) name, found \(kind) ('\(text)')", at: node.location,
                notes: [.init("YAML and editors read it as \(kind), not as text; choose a name")])
            return nil
        }
        return node.scalar.flatMap { name($0.text, what, at: node.location) }
    }

    mutating func name(_ text: String, _ what: String, at location: SourceLocation, typeName: Bool = false) -> String? {
        guard SwiftIdentifier.isValid(text) else {
            var notes = [Diagnostic.Note("names are letters and digits, starting with a letter")]
            let cleaned = Self.camelCased(text)
            if SwiftIdentifier.isValid(cleaned) {
                notes.append(.init("did you mean '\(typeName ? SwiftIdentifier.uppercasingFirst(cleaned) : cleaned)'?"))
            }
            error("'\(text)' is not a valid name for \(Self.withArticle(what))", at: location, notes: notes)
            return nil
        }
        if typeName {
            guard text.first?.isUppercase == true else {
                error(
                    "\(what) name '\(text)' must start with an uppercase letter: it names a Swift type", at: location,
                    notes: [.init("did you mean '\(SwiftIdentifier.uppercasingFirst(text))'?")])
                return nil
            }
            if SwiftIdentifier.keywords.contains(text) || SwiftIdentifier.forbiddenMemberNames.contains(text) {
                error("'\(text)' is a Swift keyword and cannot name a type", at: location)
                return nil
            }
        } else if SwiftIdentifier.forbiddenMemberNames.contains(text) {
            error(
                "'\(text)' cannot name \(Self.withArticle(what)), even in backticks: Swift reads '.\(text)' as a metatype",
                at: location)
            return nil
        }
        return text
    }

    /// A Swift type expression: a scalar, or the YAML a user gets by writing `[T]` or
    /// `{K: V}` unquoted (a one-item list, a one-pair mapping), which mean the same types.
    mutating func type(_ node: YAMLNode, _ what: String) -> String? {
        switch node.kind {
        case .scalar where node.nonStringKind != nil:
            error(
                "expected a Swift type for \(what), found \(node.nonStringKind!) ('\(node.scalar!.text)')", at: node.location,
                notes: [.init("YAML and editors read it as \(node.nonStringKind!), not as text; write the Swift type it stands for")])
            return nil
        case let .scalar(scalar) where !node.isNull:
            let type = scalar.text.trimmingBlanks
            guard TypeExpression.isBalanced(type), !type.contains("\n") else {
                error("'\(type)' is not a valid Swift type for \(what)", at: node.location)
                return nil
            }
            return type
        case let .sequence(items) where items.count == 1 && items[0].scalar != nil:
            return type(items[0], what).map { "[\($0)]" }
        // `{String: Int}` unquoted; a lowercase key is a setting (`{ type: Int }`), not a type.
        case let .mapping(pairs) where node.isUnquotedDictionaryType && pairs[0].value.scalar != nil:
            return type(pairs[0].value, what).map { "[\(pairs[0].key): \($0)]" }
        default:
            error(
                "expected a Swift type for \(what), found \(node.shapeDescription)", at: node.location,
                notes: [.init("write array and dictionary types as \"[Element]\" and \"[Key: Value]\"")])
            return nil
        }
    }

    static func withArticle(_ noun: String) -> String {
        ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun
    }

    static func camelCased(_ text: String) -> String {
        let words = text.split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first else { return text }
        return String(first) + words.dropFirst().map { SwiftIdentifier.uppercasingFirst(String($0)) }.joined()
    }
}
