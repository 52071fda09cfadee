/// The values previews and generated tests build a spec's values with: a type's natural value
/// (`""`, `0`, `[]`, `nil`), the first case of one of the spec's enums whose cases carry no
/// values (`.bottom`), or one of its structs built from such values (`.init(title: "")`). Each
/// is written where Swift infers the type (an argument), so a nested type needs no qualifying.
struct PreviewValues {
    let spec: FeatureSpec

    func value(of type: String) -> String? {
        value(of: type, depth: 0)
    }

    private func value(of type: String, depth: Int) -> String? {
        if let natural = TypeExpression.naturalInitialValue(of: type) { return natural }
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

    /// `Position`, `ViewState.Position` and `ProductCard.ViewState.Position` name the spec's type.
    private static func names(_ type: String, _ name: String, feature: String) -> Bool {
        [name, "ViewState.\(name)", "\(feature).ViewState.\(name)"].contains(type.trimmingBlanks)
    }
}
