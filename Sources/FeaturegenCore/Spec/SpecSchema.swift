/// JSON Schemas of a spec and of `featuregen.yml`, for editors (yaml-language-server) and other
/// tools: every key and form the decoders accept, written from `SpecVocabulary` with the
/// descriptions of Documentation/Spec.md. `featuregen schema` prints them; a test checks them
/// against the example specs with a real validator, and that they refuse what the loader refuses.
/// They are draft-07, the draft the YAML language server supports in full.
public enum SpecSchema {
    static let draft = "http://json-schema.org/draft-07/schema#"

    /// The spec schema, with `architecture` and the keys each built-in manifest adds.
    public static var spec: String {
        spec(options: ArchitectureCatalog.options, defaultArchitecture: ProjectConfig().architecture)
    }

    static func spec(options: [String: [SpecOption]], defaultArchitecture: String) -> String {
        let schema: JSONValue = [
            "$schema": .string(draft), "$id": "https://featuregen.dev/schema/spec.json",
            "title": "featuregen feature spec",
            "description":
                "One screen: its input, output, state, types, actions, subviews and routes. featuregen generates the module from it and keeps it in step.",
            "type": "object", "required": ["feature"], "additionalProperties": false,
            "properties": .object(architectureProperties(options) + SpecVocabulary.topLevel.map { ($0.name, $0.schema) }),
            "allOf": .array(foreignOptionRules(options, defaultArchitecture: defaultArchitecture)),
            "definitions": definitions,
        ]
        return schema.withReferencesAlone.text()
    }

    /// Per architecture, its spec refuses the options only other architectures declare, as the
    /// loader does: `namedAfter:` (vsurf's) in an mvvm spec is an error, in the editor too. A
    /// spec without `architecture:` is the project's default architecture's.
    private static func foreignOptionRules(_ options: [String: [SpecOption]], defaultArchitecture: String) -> [JSONValue] {
        let all = options.sorted { $0.key < $1.key }.flatMap { $0.value.map(\.name) }
        return options.keys.sorted().compactMap { architecture in
            let own = Set(options[architecture, default: []].map(\.name))
            let foreign = all.filter { !own.contains($0) }.uniqued()
            guard !foreign.isEmpty else { return nil }
            let named: JSONValue = ["required": ["architecture"], "properties": ["architecture": ["const": .string(architecture)]]]
            let condition: JSONValue =
                architecture == defaultArchitecture ? ["anyOf": [named, ["not": ["required": ["architecture"]]]]] : named
            return [
                "if": condition,
                "then": ["propertyNames": ["not": ["enum": .strings(foreign)]]],
            ]
        }
    }

    /// `architecture` and one property per architecture option.
    private static func architectureProperties(_ options: [String: [SpecOption]]) -> [(key: String, value: JSONValue)] {
        var properties: [(key: String, value: JSONValue)] = [
            (
                "architecture",
                [
                    "enum": .strings(ArchitectureCatalog.names),
                    "description": "This feature's template set, when it differs from featuregen.yml's 'architecture'.",
                ]
            )
        ]
        for (architecture, options) in options.sorted(by: { $0.key < $1.key }) {
            properties += options.map { ($0.name, schema(of: $0, description: "(\(architecture)) " + $0.description)) }
        }
        return properties
    }

    /// An option's or a setting's schema, with its default and description.
    private static func schema(of option: SpecOption, description: String) -> JSONValue {
        valueSchema(of: option).adding("default", option.defaultValue.json).adding("description", .string(singleLine(description)))
    }

    /// The schema of an option's value, without its default and description.
    private static func valueSchema(of option: SpecOption) -> JSONValue {
        switch option.kind {
        case .string: option.values.isEmpty ? ["type": "string"] : .oneOf(option.values)
        case .boolean: .boolean
        case .typeName: .typeName
        case .integer: ["type": "integer"]
        case .names: ["type": "array", "items": .name]
        case .features: ["type": ["array", "null"], "items": .name]
        case .cases: .ref("cases")
        case .fields: .ref("optionFields")
        case .object:
            [
                "type": ["object", "null"], "additionalProperties": false,
                "properties": .object(
                    option.keys.map { ($0.name, valueSchema(of: $0).adding("description", .string(singleLine($0.description)))) }),
            ]
        }
    }

    private static func singleLine(_ text: String) -> String {
        text.replacingText("\n", with: " ")
    }

    public static var config: String {
        config(settings: ArchitectureCatalog.settings)
    }

    /// The config schema, with a block per architecture for the settings its manifest declares.
    static func config(settings: [String: [SpecOption]]) -> String {
        let keys = SpecVocabulary.config.map { ($0.name, $0.schema) }
        let schema: JSONValue = [
            "$schema": .string(draft), "$id": "https://featuregen.dev/schema/config.json",
            "title": "featuregen.yml", "description": "featuregen's settings. Paths are relative to this file and stay inside the project.",
            "type": ["object", "null"], "additionalProperties": false,
            "properties": .object(keys.dropLast() + settingsProperties(settings) + keys.suffix(1)),
            "definitions": ["typeName": typeName],
        ]
        return schema.withReferencesAlone.text()
    }

    /// `"vsurf": { … }`: one property per architecture, each a mapping of the settings it
    /// declares (none for most: `mvvm: {}` is read, and names no setting).
    private static func settingsProperties(_ settings: [String: [SpecOption]]) -> [(key: String, value: JSONValue)] {
        settings.sorted { $0.key < $1.key }.map { architecture, settings in
            let block: JSONValue = [
                "type": ["object", "null"], "additionalProperties": false,
                "description": .string("The settings of the \(architecture) templates."),
                "properties": .object(settings.map { ($0.name, schema(of: $0, description: $0.description)) }),
            ]
            return (architecture, block)
        }
    }
}

extension SpecOptionValue {
    /// The value in a JSON Schema (`default`).
    var json: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .boolean(let flag): .boolean(flag)
        case .integer(let number): .integer(number)
        case .names(let names): .strings(names)
        case .cases(let cases): .strings(cases.map(\.name))
        case .fields(let fields): .object(fields.map { ($0.name, .string($0.type)) })
        case .features(let names): .strings(names.map(\.name))
        case .object(let values): .object(values.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) })
        }
    }
}

extension JSONValue {
    /// The schema with every `$ref` alone in its object, moved into an `allOf` where it had
    /// siblings: draft-07 ignores what stands beside a `$ref` (`{ "$ref": …, "not": … }`).
    var withReferencesAlone: JSONValue {
        switch self {
        case .array(let items):
            return .array(items.map(\.withReferencesAlone))
        case .object(let members):
            let members = members.map { (key: $0.key, value: $0.value.withReferencesAlone) }
            guard let reference = members.first(where: { $0.key == "$ref" }),
                members.contains(where: { $0.key != "$ref" && $0.key != "description" })
            else { return .object(members) }
            var rest = members.filter { $0.key != "$ref" }
            let alone: JSONValue = .object([reference])
            if let index = rest.firstIndex(where: { $0.key == "allOf" }), case .array(let others) = rest[index].value {
                rest[index].value = .array([alone] + others)
            } else {
                rest.insert((key: "allOf", value: [alone]), at: 0)
            }
            return .object(rest)
        default:
            return self
        }
    }
}
