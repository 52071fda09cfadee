/// The values previews and generated tests build a spec's values with: a type's natural value
/// (`""`, `0`, `[]`, `nil`), the `preview:` value of an input field of the type, the first case
/// of one of the spec's enums whose cases carry no values (`.bottom`), or one of its structs
/// built from such values (`.init(title: "")`). Each is written where Swift infers the type (an
/// argument), so a nested type needs no qualifying.
struct PreviewValues {
    let spec: FeatureSpec

    func value(of type: String) -> String? {
        value(of: type, depth: 0)
    }

    private func value(of type: String, depth: Int) -> String? {
        if let natural = TypeExpression.naturalInitialValue(of: type) { return natural }
        if let previewed = previewedInput(of: type) { return previewed }
        guard depth < 4, let nested = spec.types.first(where: { Self.names(type, $0.name, feature: spec.name) }) else { return nil }
        switch nested.shape {
        case let .enumeration(cases):
            guard let first = cases.first, first.parameters.isEmpty else { return nil }
            return "." + SwiftIdentifier.escaped(first.name)
        case let .structure(fields):
            var arguments: [String] = []
            for field in fields {
                guard let value = value(of: field.type, depth: depth + 1) else { return nil }
                arguments.append("\(SwiftIdentifier.argumentLabel(field.name)): \(value)")
            }
            return ".init(\(arguments.joined(separator: ", ")))"
        }
    }

    /// A value unlike the type's natural one, for a generated test's double to answer, so that
    /// the state it expects cannot be the state the feature starts with: `"Title"` for a
    /// `title`, `1`, `true`, `[.init(id: 1, title: "Title")]`, the last case of one of the
    /// spec's enums, a fixed `UUID`, `Date`, `URL` or `Data`. Nil where the spec gives no way to
    /// build one (another feature's type, an enum whose cases all carry values).
    func distinctValue(of type: String, named name: String) -> String? {
        distinctValue(of: type.trimmingBlanks, named: name, depth: 0)
    }

    private func distinctValue(of type: String, named name: String, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        switch type {
        case "String", "Substring": return "\"\(SwiftIdentifier.uppercasingFirst(name.isEmpty ? "value" : name))\""
        case "Bool": return "true"
        case _ where TypeExpression.naturalInitialValue(of: type) == "0": return "1"
        case "UUID": return "UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!"
        case "Date": return "Date(timeIntervalSince1970: 1)"
        case "URL": return "URL(string: \"https://example.com\")!"
        case "Data": return "Data([1])"
        case _ where type.hasSuffix("?"): return distinctValue(of: String(type.dropLast()).trimmingBlanks, named: name, depth: depth)
        default: break
        }
        if let element = Self.genericArgument(of: type, among: ["Optional"]) {
            return distinctValue(of: element, named: name, depth: depth)
        }
        if let element = Self.genericArgument(of: type, among: ["Array", "Set", "ContiguousArray", "IdentifiedArrayOf"]) {
            return distinctValue(of: element, named: name, depth: depth + 1).map { "[\($0)]" }
        }
        if type.hasPrefix("[") && type.hasSuffix("]") {
            let inside = String(type.dropFirst().dropLast())
            guard let colon = TypeExpression.topLevelIndex(of: ":", in: inside) else {
                return distinctValue(of: inside.trimmingBlanks, named: name, depth: depth + 1).map { "[\($0)]" }
            }
            let keyType = String(inside.prefix(colon)).trimmingBlanks
            let valueType = String(inside.dropFirst(colon + 1)).trimmingBlanks
            guard let key = distinctValue(of: keyType, named: "key", depth: depth + 1),
                let value = distinctValue(of: valueType, named: name, depth: depth + 1)
            else { return nil }
            return "[\(key): \(value)]"
        }
        guard let nested = spec.types.first(where: { Self.names(type, $0.name, feature: spec.name) }) else { return nil }
        switch nested.shape {
        case let .enumeration(cases):
            guard let last = cases.last(where: \.parameters.isEmpty) else { return nil }
            return "." + SwiftIdentifier.escaped(last.name)
        case let .structure(fields):
            var arguments: [String] = []
            for field in fields {
                guard let value = distinctValue(of: field.type.trimmingBlanks, named: field.name, depth: depth + 1) else { return nil }
                arguments.append("\(SwiftIdentifier.argumentLabel(field.name)): \(value)")
            }
            return ".init(\(arguments.joined(separator: ", ")))"
        }
    }

    /// `Element` of `Array<Element>` when the type is one of `generics`.
    private static func genericArgument(of type: String, among generics: [String]) -> String? {
        for generic in generics where type.hasPrefix(generic + "<") && type.hasSuffix(">") {
            return String(type.dropFirst(generic.count + 1).dropLast()).trimmingBlanks
        }
        return nil
    }

    /// The `preview:` value of an input field of that type, which the spec gives where the type
    /// has no natural value (`wish: "Wish(id: UUID(), title: \"Tea\")"`).
    private func previewedInput(of type: String) -> String? {
        let fields = spec.input.filter { $0.type.trimmingBlanks == type.trimmingBlanks }.map(\.name)
        return spec.previewInput.first { fields.contains($0.name) }?.value
    }

    /// `Position`, `ViewState.Position` and `ProductCard.ViewState.Position` name the spec's type.
    private static func names(_ type: String, _ name: String, feature: String) -> Bool {
        [name, "ViewState.\(name)", "\(feature).ViewState.\(name)"].contains(type.trimmingBlanks)
    }
}
