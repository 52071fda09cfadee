/// A spec key an architecture reads besides the core ones (`navigation:` for `tca`), as its
/// manifest declares it: the key's type, allowed values, default and description. Specs of
/// that architecture are checked against it with the core keys' diagnostics, and templates
/// see its value under `options`.
package struct SpecOption: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        /// Text; with `values`, one of them.
        case string
        case boolean
        case integer
        /// A list of Swift names.
        case names
        /// A list of enum cases, written as `actions:` are (`loaded: "[Int]"`, `failed`).
        case cases
    }

    package var name: String
    package var kind: Kind
    /// For a `string`: the values it may take (an enum), or empty for any text.
    package var values: [String]
    package var defaultValue: SpecOptionValue
    package var description: String

    /// The names templates can use for this option: its own, and for a string with values,
    /// a flag per value (`navigationStack` for `navigation: stack`).
    var templateNames: [(name: String, isList: Bool)] {
        [(name, kind == .names || kind == .cases)] + values.map { (flagName(for: $0), false) }
    }

    func flagName(for value: String) -> String {
        Self.flagName(option: name, value: value)
    }

    /// `navigationStack` for `navigation: stack`.
    static func flagName(option: String, value: String) -> String {
        option + SwiftIdentifier.uppercasingFirst(SpecReader.camelCased(value))
    }
}

/// The value of a `SpecOption` in one spec.
package enum SpecOptionValue: Sendable, Equatable {
    case string(String)
    case boolean(Bool)
    case integer(Int)
    case names([String])
    case cases([FeatureSpec.Action])

    /// As YAML would write it, for the JSON Schema's `default` and messages.
    var jsonText: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .names(let names): "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .cases(let cases): "[" + cases.map { "\"\($0.name)\"" }.joined(separator: ", ") + "]"
        }
    }
}
