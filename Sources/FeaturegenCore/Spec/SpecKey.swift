/// One key of the spec format where it is written (`SpecVocabulary`): its name, the JSON
/// Schema of its value and what it means. The decoders read the names, `SpecSchema` the rest.
package struct SpecKey: Sendable {
    package let name: String
    /// The schema of the key's value, without its description.
    let value: JSONValue
    let description: String?

    init(_ name: String, _ value: JSONValue, _ description: String? = nil) {
        self.name = name
        self.value = value
        self.description = description
    }

    /// The schema of the key's value, with its description.
    var schema: JSONValue {
        description.map { value.adding("description", .string($0)) } ?? value
    }
}

extension [SpecKey] {
    /// The keys' names, in order: what a decoder allows.
    package var names: [String] { map(\.name) }

    /// A schema's `properties`: each key's schema under its name.
    var properties: JSONValue { .object(map { (key: $0.name, value: $0.schema) }) }

    /// The keys of these names, in their order here.
    func only(_ names: String...) -> [SpecKey] { filter { names.contains($0.name) } }

    /// A mapping of these keys alone, with `required` among them: the long form of a value.
    func longForm(required: [String]) -> JSONValue {
        ["type": "object", "additionalProperties": false, "required": .strings(required), "properties": properties]
    }
}

/// The schemas the vocabulary's keys are written with.
extension JSONValue {
    /// `{ "$ref": "#/definitions/<definition>" }`.
    static func ref(_ definition: String) -> JSONValue { ["$ref": .string("#/definitions/" + definition)] }
    static let name = ref("name")
    static let typeName = ref("typeName")
    static let type = ref("type")
    static let boolean: JSONValue = ["type": "boolean"]
    /// A Swift expression: YAML may read it as a number or a boolean.
    static let expression: JSONValue = ["type": ["string", "number", "boolean"]]
    /// A Swift expression that is not blank.
    static let nonBlankExpression: JSONValue = ["anyOf": [["type": "string", "pattern": #"\S"#], ["type": ["number", "boolean"]]]]
    /// One of `values`.
    static func oneOf(_ values: [String]) -> JSONValue { ["enum": .strings(values)] }

    /// A mapping, or null, of names (`propertyNames`) to `values`.
    static func mapping(of values: JSONValue, keys: JSONValue = .name) -> JSONValue {
        ["type": ["object", "null"], "propertyNames": keys, "additionalProperties": values]
    }

    /// A type, or a long form with `type:` in it.
    static func typeOrLongForm(_ keys: [SpecKey]) -> JSONValue {
        ["anyOf": [.type, keys.longForm(required: ["type"])]]
    }

    /// `{ "required": [key] }` for each key: an object with any of them.
    static func requiringAny(_ keys: [String]) -> JSONValue {
        .array(keys.map { ["required": [.string($0)]] })
    }
}
