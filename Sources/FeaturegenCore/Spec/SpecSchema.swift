/// JSON Schemas (draft 2020-12) of a spec and of `featuregen.yml`, for editors
/// (yaml-language-server) and other tools: every key and form the decoders accept, written from
/// `SpecVocabulary` with the descriptions of Documentation/Spec.md. `featuregen schema` prints
/// them; a test checks them against the example specs with a real validator, and that they
/// refuse what the loader refuses.
public enum SpecSchema {
    /// The spec schema, with `architecture` and the keys each built-in manifest adds.
    public static var spec: String {
        spec(options: ArchitectureCatalog.options)
    }

    static func spec(options: [String: [SpecOption]]) -> String {
        let schema: JSONValue = [
            "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://featuregen.dev/schema/spec.json",
            "title": "featuregen feature spec",
            "description":
                "One screen: its input, output, state, types, actions, subviews and routes. featuregen generates the module from it and keeps it in step.",
            "type": "object", "required": ["feature"], "additionalProperties": false,
            "properties": .object(architectureProperties(options) + SpecVocabulary.topLevel.map { ($0.name, $0.schema) }),
            "$defs": definitions,
        ]
        return schema.text()
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
            "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://featuregen.dev/schema/config.json",
            "title": "featuregen.yml", "description": "featuregen's settings. Paths are relative to this file and stay inside the project.",
            "type": ["object", "null"], "additionalProperties": false,
            "properties": .object(keys.dropLast() + settingsProperties(settings) + keys.suffix(1)),
            "$defs": ["typeName": typeName],
        ]
        return schema.text()
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
