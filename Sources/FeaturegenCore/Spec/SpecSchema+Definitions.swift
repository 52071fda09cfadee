/// The spec schema's `definitions`: the forms several keys share.
extension SpecSchema {
    static var definitions: JSONValue {
        [
            "name": name, "cancellable": cancellable, "effect": effect,
            "endpointCall": [
                "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9]*\\.[A-Za-z][A-Za-z0-9]*$",
                "description": "A dependency and one of its endpoints: news.fetchPage.",
            ],
            "sharedKey": [
                "type": ["string", "number", "boolean"], "pattern": #"^[^"\\]+$"#,
                "description": "The key (or file name) the value is kept under.",
            ],
            "keyPath": [
                "type": "string", "pattern": #"^\\\.[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#,
                "description": #"A key path of the dependency values: \\.uuid, \\.date.now."#,
            ],
            "typeName": typeName, "type": type,
            "fields": .mapping(of: .type),
            "optionFields": JSONValue.mapping(of: .typeOrLongForm(SpecVocabulary.optionField)).adding(
                "description", "name: Type, or name: { type: Type, label: label } for a field passed under another argument label."),
            "typeFields": JSONValue.mapping(of: .typeOrLongForm(SpecVocabulary.typeField)).adding(
                "description", "A struct's fields, name: Type, and its computed members, name: { type: Type, derived: expression }."),
            "parameters": [
                "description": "Nothing, Void, one type, (label: Type, …), or a mapping of labels to types.",
                "anyOf": [["type": "null"], .type, ["type": "object", "propertyNames": .name, "additionalProperties": .type]],
            ],
            "cases": ["anyOf": [["type": ["array", "null"], "items": .ref("case")], casesMapping]],
            "case": [
                "anyOf": [
                    .name, oneCase(values: "caseValues"),
                    oneCase(values: "parameters", beside: ["was"]).adding(
                        "description", "A case with 'was' beside it, naming the case before a rename; its values are read as without it."),
                ]
            ],
            "rawCases": [
                "description": "The cases of an enum with 'rawValue:': '- name', or '- name: raw value'.",
                "anyOf": [
                    ["type": ["array", "null"], "items": .ref("rawCase")],
                    ["type": "object", "propertyNames": .name, "additionalProperties": .ref("rawValue")],
                ],
            ],
            "rawCase": ["anyOf": [.name, oneCase(values: "rawValue"), oneCase(values: "rawValue", beside: ["was"])]],
            "rawValue": ["type": ["string", "number", "boolean", "null"], "description": "The case's raw value: text, or a number."],
            "caseValues": [
                "anyOf": [
                    .ref("parameters"),
                    [
                        "type": "object", "description": "Parameters, with 'was' naming the case before a rename.",
                        "properties": ["was": .name],
                        "additionalProperties": .type,
                    ],
                ]
            ],
            "routeValue": routeValue, "handler": handler, "action": action,
            "actions": ["anyOf": [["type": ["array", "null"], "items": .ref("action")], casesMapping]],
            "constants": JSONValue.mapping(of: ["anyOf": [.expression, SpecVocabulary.constant.longForm(required: ["value"])]]).adding(
                "description",
                "Static values read as Constant.name (or the constantsEnum's name) in expressions: name: value, or { type, value }."),
        ]
    }

    /// A name: not one of the words the loader refuses as names (`SpecReader.name`): `init`,
    /// `self`, `Type`…
    private static var name: JSONValue {
        ["type": "string", "pattern": "^[A-Za-z][A-Za-z0-9]*$", "not": .oneOf(SwiftIdentifier.forbiddenMemberNames.sorted())]
    }

    /// A type's name: not a forbidden name, nor a keyword that begins with a capital (`Self`, `Any`).
    static var typeName: JSONValue {
        let reserved = SwiftIdentifier.keywords.union(SwiftIdentifier.forbiddenMemberNames).filter { $0.first?.isUppercase == true }
        return ["type": "string", "pattern": "^[A-Z][A-Za-z0-9]*$", "not": .oneOf(reserved.sorted())]
    }

    private static let type: JSONValue = [
        "description": "A Swift type expression. [Element] and {Key: Value} may be written unquoted.",
        "anyOf": [
            ["type": "string"], ["type": "array", "minItems": 1, "maxItems": 1, "items": ["type": "string"]],
            [
                "type": "object", "minProperties": 1, "maxProperties": 1, "propertyNames": ["pattern": "^[A-Z]"],
                "additionalProperties": ["type": "string"],
            ],
        ],
    ]

    private static let cancellable: JSONValue = [
        "description":
            "The action's effect runs long and is cancelled by an id: true (the action's name), the id, or { id: search, cancelInFlight: true }, which also cancels the effect of that id still running when the action comes again.",
        "anyOf": [
            .boolean, .name, ["type": "object", "additionalProperties": false, "properties": SpecVocabulary.cancellable.properties],
        ],
    ]

    private static let effect: JSONValue = [
        "description":
            "The action calls an endpoint of a dependency: client.endpoint, or { call, arguments, response, set, loading, failure }; the result comes back as the response action.",
        "anyOf": [
            .ref("endpointCall"),
            [
                "type": "object", "additionalProperties": false, "required": ["call"],
                "properties": SpecVocabulary.effect.properties,
            ],
        ],
    ]

    private static let casesMapping: JSONValue = [
        "type": "object", "description": "The cases as a mapping, one 'name: values' per line.", "propertyNames": .name,
        "additionalProperties": .ref("caseValues"),
    ]

    /// A case written as a mapping: its name to its `values`, with the keys `beside` it.
    private static func oneCase(values: String, beside: [String] = []) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("type", "object")]
        if !beside.isEmpty { members.append(("required", .strings(beside))) }
        members += [("minProperties", .integer(beside.count + 1)), ("maxProperties", .integer(beside.count + 1)), ("propertyNames", .name)]
        if !beside.isEmpty { members.append(("properties", .object(beside.map { ($0, .name) }))) }
        return .object(members + [("additionalProperties", .ref(values))])
    }

    /// A handler's name, bare or with its labels (`updatePosition(for:)`), not a forbidden name.
    private static var handler: JSONValue {
        [
            "type": "string", "pattern": #"^[A-Za-z][A-Za-z0-9]*(\((([A-Za-z][A-Za-z0-9]*|_):)*\))?$"#,
            "not": ["pattern": .string("^(" + SwiftIdentifier.forbiddenMemberNames.sorted().joined(separator: "|") + #")(\(|$)"#)],
            "description":
                "The method that handles the action, when not the action's name: 'save', or with its labels, 'updatePosition(for:)'.",
        ]
    }

    /// A case, or a case with some of the annotations (`handler:`, `cancellable:`…) beside it:
    /// one branch for each set of them, with `cancels` never beside `cancellable` or `effect`,
    /// and `opens` beside none of the three (the route's effect is the action's).
    private static var action: JSONValue {
        let annotations = SpecVocabulary.actionAnnotations
        let sets = (1..<(1 << annotations.count)).map { bits in annotations.indices.filter { bits & (1 << $0) != 0 }.map { annotations[$0] }
        }
        .filter { set in
            let names = Set(set.names)
            return names != ["was"] && !(names.contains("cancels") && !names.isDisjoint(with: ["cancellable", "effect"]))
                && !(names.contains("opens") && !names.isDisjoint(with: ["cancellable", "cancels", "effect"]))
        }
        .sorted { $0.names.lexicographicallyPrecedes($1.names) }
        let branches = sets.map { set -> JSONValue in
            let others = annotations.filter { !set.names.contains($0.name) }
            return [
                "type": "object",
                "description": .string("An action with " + set.names.map { "'\($0)'" }.joined(separator: ", ") + " beside it."),
                "required": .strings(set.names), "minProperties": .integer(set.count + 1), "maxProperties": .integer(set.count + 1),
                "propertyNames": .name, "properties": .object(set.map { ($0.name, $0.value) } + others.map { ($0.name, false) }),
                "additionalProperties": .ref("parameters"),
            ]
        }
        return ["anyOf": .array([.ref("case")] + branches)]
    }

    /// A route's value: its parameters, or the long form.
    private static let routeValue: JSONValue = [
        "anyOf": [
            ["$ref": "#/definitions/parameters", "not": ["type": "object", "anyOf": .requiringAny(SpecVocabulary.route.names)]],
            [
                "type": "object", "additionalProperties": false,
                "if": ["required": ["presentation"], "properties": ["presentation": ["const": "alert"]]],
                "then": ["not": ["required": ["module"]]],
                "dependencies": [
                    "output": ["module"],
                    "alert": ["not": ["required": ["module"]], "properties": ["presentation": ["const": "alert"]]],
                ],
                "properties": SpecVocabulary.route.properties,
            ],
        ]
    ]
}
