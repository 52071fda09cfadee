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
        var result = ""
        var skipping = false
        for piece in pieces(of: pattern) {
            switch piece {
            case .text(let text): if !skipping { result += text }
            case .open(let name, let inverted): skipping = flag(name, in: options) == inverted
            case .close: skipping = false
            case .value(let name):
                guard !skipping else { continue }
                switch name {
                case "feature": result += feature
                case "subview": result += subview ?? ""
                default:
                    if name.hasPrefix("options."), case .string(let text)? = options[String(name.dropFirst("options.".count))] {
                        result += text
                    }
                }
            }
        }
        return result
    }

    /// Whether `pattern` names a type of each subview rather than of the feature.
    package static func isSubviewPattern(_ pattern: String) -> Bool {
        pieces(of: pattern).contains { if case .value("subview") = $0 { true } else { false } }
    }

    /// The options `pattern` names, for the manifest's checks.
    static func optionNames(in pattern: String) -> [String] {
        pieces(of: pattern).compactMap { piece in
            switch piece {
            case .open(let name, _), .value(let name): name.hasPrefix("options.") ? String(name.dropFirst("options.".count)) : nil
            case .text, .close: nil
            }
        }
    }

    /// A name an option's flag (`namedAfterView` for `namedAfter: view`) or boolean answers.
    private static func flag(_ name: String, in options: [String: SpecOptionValue]) -> Bool {
        guard name.hasPrefix("options.") else { return false }
        let key = String(name.dropFirst("options.".count))
        if case .boolean(let flag)? = options[key] { return flag }
        return options.contains { option, value in
            if case .string(let text) = value { SpecOption.flagName(option: option, value: text) == key } else { false }
        }
    }

    enum Piece: Equatable {
        case text(String)
        case value(String)
        case open(String, inverted: Bool)
        case close(String)
    }

    static func pieces(of pattern: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(pattern)
        while let open = rest.firstRange(of: "{{") {
            pieces.append(.text(String(rest[..<open.lowerBound])))
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
                pieces.append(.text(String(rest[open.lowerBound...])))
                return pieces
            }
            let tag = String(rest[open.upperBound..<close.lowerBound]).trimmingBlanks
            switch tag.first {
            case "#": pieces.append(.open(String(tag.dropFirst()), inverted: false))
            case "^": pieces.append(.open(String(tag.dropFirst()), inverted: true))
            case "/": pieces.append(.close(String(tag.dropFirst())))
            default: pieces.append(.value(tag))
            }
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(String(rest)))
        return pieces
    }
}
