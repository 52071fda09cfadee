/// A spec key an architecture reads besides the core ones (`navigation:` for `tca`), as its
/// manifest declares it: the key's type, allowed values, default and description. Specs of
/// that architecture are checked against it with the core keys' diagnostics, and templates
/// see its value under `options`.
package struct SpecOption: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        /// Text; with `values`, one of them.
        case string
        /// A Swift type name (`VSURFStateFacade`); templates see it as text.
        case typeName
        case boolean
        case integer
        /// A list of Swift names.
        case names
        /// A list of enum cases, written as `actions:` are (`loaded: "[Int]"`, `failed`).
        case cases
        /// Named, typed values, written as `input:` is (`items: "[Item]"`).
        case fields
        /// Features of the project, by name (`[Cart]`); templates see each one's name, its
        /// variable name and its options.
        case features
        /// A mapping of options of its own, declared under `keys:` (`unit: { commands: …,
        /// outputs: … }`); templates see it as options (`{{#options.unit.commands}}`).
        case object
    }

    package var name: String
    package var kind: Kind
    /// For a `string`: the values it may take (an enum), or empty for any text.
    package var values: [String]
    package var defaultValue: SpecOptionValue
    package var description: String
    /// For an `object`: the options it holds.
    package var keys: [SpecOption] = []
    /// Where the manifest declares it, for diagnostics about the declaration.
    package var location: SourceLocation? = nil

    /// The names templates can use for this option: its own, and for a string with values,
    /// a flag per value (`navigationStack` for `navigation: stack`).
    var templateNames: [(name: String, isList: Bool)] {
        [(name, kind == .names || kind == .cases || kind == .fields || kind == .features)] + values.map { (flagName(for: $0), false) }
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
    case fields([FeatureSpec.Field])
    case features([NamedFeature])
    case object([String: SpecOptionValue])

    /// What a manifest's patterns (paths, `declares:`) read of a spec's options: `options.name`
    /// for a string option's value and for a boolean that is true, and `options.<flag>` for the
    /// flag of a string option's value (`options.subviewScopeFeature` for `subviewScope: feature`).
    static func patternValues(of options: [String: SpecOptionValue]) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in options {
            switch value {
            case .string(let text):
                values["options." + name] = text
                values["options." + SpecOption.flagName(option: name, value: text)] = "true"
            case .boolean(true): values["options." + name] = "true"
            default: continue
            }
        }
        return values
    }

    /// A feature a `features` option names, where it names it.
    package struct NamedFeature: Sendable, Equatable {
        package var name: String
        package var location: SourceLocation
    }

    /// The features a `features` option names, in an object option too.
    var namedFeatures: [NamedFeature] {
        switch self {
        case .features(let names): names
        case .object(let values): values.values.flatMap(\.namedFeatures)
        default: []
        }
    }

    /// A setting's value as `featuregen.yml` writes it (`VSURFServices`, `true`).
    var yamlText: String {
        switch self {
        case .string(let text): text
        default: jsonText
        }
    }

    /// As YAML would write it, for the JSON Schema's `default` and messages.
    var jsonText: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .names(let names): "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .cases(let cases): "[" + cases.map { "\"\($0.name)\"" }.joined(separator: ", ") + "]"
        case .fields(let fields): "{" + fields.map { "\"\($0.name)\": \"\($0.type)\"" }.joined(separator: ", ") + "}"
        case .features(let names): "[" + names.map { "\"\($0.name)\"" }.joined(separator: ", ") + "]"
        case .object(let values):
            "{" + values.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value.jsonText)" }.joined(separator: ", ") + "}"
        }
    }
}
