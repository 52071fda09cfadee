/// A type name as a manifest's `declares:` writes it: `{{feature}}View`, a subview's
/// `{{subview}}`, a string option's value (`{{feature}}{{options.reducerSuffix}}`), and parts
/// only some features declare, in an option's flag (`{{#options.namedAfterView}}View{{/options.namedAfterView}}`,
/// `{{^options.subviewScopeFeature}}{{subview}}{{/options.subviewScopeFeature}}`). Sections do
/// not nest; a name that expands to nothing is not declared.
package enum TypePattern {
    /// `pattern` for one feature (and one of its subviews), with its options' values.
    package static func expanded(
        _ pattern: String, feature: String, subview: String? = nil, options: [String: SpecOptionValue]
    ) -> String {
        let values = SpecOptionValue.patternValues(of: options)
        var result = ""
        var skipping = false
        for piece in PatternPiece.pieces(of: pattern) {
            switch piece {
            case .text(let text), .unclosed(let text): if !skipping { result += text }
            case .open(let name, let inverted): skipping = (values[name] ?? "").isEmpty != inverted
            case .close: skipping = false
            case .value(let name):
                guard !skipping else { continue }
                switch name {
                case "feature": result += feature
                case "subview": result += subview ?? ""
                default: if name.hasPrefix("options.") { result += values[name] ?? "" }
                }
            }
        }
        return result
    }

    /// Whether `pattern` names a type of each subview rather than of the feature.
    package static func isSubviewPattern(_ pattern: String) -> Bool {
        PatternPiece.pieces(of: pattern).contains { if case .value("subview") = $0 { true } else { false } }
    }

    /// The options `pattern` names, for the manifest's checks.
    static func optionNames(in pattern: String) -> [String] {
        PatternPiece.pieces(of: pattern).compactMap { piece in
            switch piece {
            case .open(let name, _), .value(let name): name.hasPrefix("options.") ? String(name.dropFirst("options.".count)) : nil
            case .text, .close, .unclosed: nil
            }
        }
    }
}
