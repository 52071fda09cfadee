/// The keys of the spec format, section by section, each with the schema of its value and
/// what it means (Documentation/Spec.md): described once, here. The decoders allow these
/// names, `CoreKeys` lists them for manifests, and `SpecSchema` writes the JSON Schema from them.
package enum SpecVocabulary {
    /// The keys of a spec besides `architecture:` and the architectures' own options.
    static let topLevel: [SpecKey] = [
        SpecKey("feature", .typeName, "A Swift type name; the module's namespace enum."),
        SpecKey("was", .typeName, "The feature's name before a rename: its files, base records and code move to the new name."),
        SpecKey("imports", ["type": ["array", "null"], "items": .name], "Extra modules every generated file imports."),
        SpecKey(
            "input", .mapping(of: .typeOrLongForm(input)),
            "struct <Feature>Input: Sendable — name: Type pairs, or name: { type, default } for a field an opener may leave out."),
        SpecKey(
            "output", .mapping(of: .ref("parameters")),
            "struct <Feature>Output of @Sendable closures: Void, one type, (label: Type, …), or a mapping of labels to types."),
        SpecKey("state", stateSchema, stateDescription),
        SpecKey("constants", .ref("constants")),
        SpecKey(
            "constantsEnum", .typeName,
            "The name of the state's enum of constants (default Constant), as expressions read it: PublicConstant.initialOffset."),
        SpecKey("types", .mapping(of: typeSchema, keys: .typeName), typesDescription),
        SpecKey("actions", .ref("actions"), "The view model's Action cases, the handle(_:) switch and one private handler each."),
        SpecKey(
            "subviews", .mapping(of: subviewSchema, keys: .typeName), "Components/<Name>.swift: a view with its own ViewState and Action."),
        SpecKey("routes", routesSchema, "Router methods: dismiss, a custom method, or a route to another module or an alert."),
        SpecKey(
            "router", ["type": ["object", "null"], "additionalProperties": false, "properties": router.properties],
            "The router's own declarations besides its routes."),
        SpecKey("dependencies", .mapping(of: dependencySchema), dependenciesDescription),
        SpecKey(
            "memberwiseInit", ["enum": .strings(memberwiseInitValues), "default": "implicit"],
            "explicit: the spec's structs write their memberwise init(…) out, as access: public does."),
        SpecKey(
            "preview", .mapping(of: .expression),
            "The input previews and generated tests start from: input field: Swift expression (image: UIImage()), for a field whose type has no natural value."
        ),
        SpecKey(
            "previews", .mapping(of: .mapping(of: .expression)),
            "Named states the view is previewed in: each preset sets state fields to Swift expressions; the others start as the screen does."
        ),
    ]

    /// The values of `memberwiseInit:`.
    static let memberwiseInitValues = ["implicit", "explicit"]

    /// The keys of an input field written out long: `{ type: Field?, default: .title }`.
    static let input = [
        SpecKey("type", .type),
        SpecKey("default", .nonBlankExpression, "The Swift expression the field's parameter defaults to (init(focus: Field? = .title))."),
    ]

    /// The keys of `router:`.
    static let router = [
        SpecKey(
            "properties", .ref("constants"),
            #"Stored properties of the router (let screenName = "productCard"): name: value, or { type, value }."#)
    ]

    /// The keys of a constant written out long: `{ type: CGFloat, value: "146.0" }`.
    static let constant = [SpecKey("type", .type), SpecKey("value", .expression, "The Swift expression it is.")]

    /// The keys beside an action's name: `- save: Int` with `handler: store` under it.
    static let actionAnnotations = [
        SpecKey("was", .name), SpecKey("handler", .ref("handler")), SpecKey("cancellable", .ref("cancellable")),
        SpecKey("cancels", .name), SpecKey("effect", .ref("effect")),
        SpecKey(
            "opens", .name,
            "The route the action opens, when it has another name (editButtonTapped opens edit); the route takes the action's values."),
    ]

    /// The keys of `effect: { call: news.fetchPage, response: newsResponse, … }`.
    static let effect = [
        SpecKey("call", .ref("endpointCall"), "The endpoint the action calls: a dependency and one of its endpoints, news.fetchPage."),
        SpecKey(
            "arguments", .mapping(of: .name),
            "Where a parameter takes its value, by label: an action value or a state field (page: currentPage); by default the one of the label's name."
        ),
        SpecKey("response", .name, "The action the result comes back as: Result<Value, any Error> for an endpoint that throws."),
        SpecKey("set", .name, "The state field the result sets when the call succeeds."),
        SpecKey("loading", .name, "The Bool state field that is true while the call runs."),
        SpecKey("failure", .name, "The String? state field that takes the error's description when the call fails."),
        SpecKey(
            "then",
            [
                "type": ["array", "null"],
                "items": [
                    "anyOf": [
                        .name,
                        [
                            "type": "object", "minProperties": 1, "maxProperties": 1, "propertyNames": .name,
                            "additionalProperties": ["anyOf": [.name, .mapping(of: .name)]],
                        ],
                    ]
                ],
            ],
            "What a call that succeeded does next, in order: outputs reported to the feature's owner (each value from the state field of its label's name, or { didDelete: { id: syncUpID } }), then the dismiss route."
        ),
    ]

    /// The keys of `cancellable: { id: search, cancelInFlight: true }`.
    static let cancellable = [SpecKey("id", .name), SpecKey("cancelInFlight", .boolean)]

    /// The keys of an architecture option's field written long (`localItems: { type: "[Item]", label: items }`).
    static let optionField = [SpecKey("type", .type), SpecKey("label", .name)]

    /// The keys of a type written out long: `{ cases: […], conforms: […] }`.
    static let type = [
        SpecKey("cases", [:], "The enum's cases (raw values with 'rawValue:')."),
        SpecKey("fields", ["type": "object", "$ref": "#/definitions/typeFields"]),
        SpecKey("conforms", ["type": ["array", "null"], "items": ["type": "string"]], "Protocols the type conforms to."),
        SpecKey(
            "topLevel", .boolean,
            "Declared at the module's top level (enum Filter), not nested in the feature's state; its name is then the module's."),
        SpecKey(
            "rawValue", .typeName,
            "An enum's raw type (String, Int, LocalizedStringKey), first in its conformances; each case may give its raw value: '- all: All'."
        ),
    ]

    /// The keys of a struct's field written long (`isEmpty: { type: Bool, derived: "count == 0" }`).
    static let typeField = [
        SpecKey("type", .type),
        SpecKey(
            "derived", .nonBlankExpression,
            "A computed member of the struct: var isEmpty: Bool { count == 0 }; not stored, not in its memberwise init."),
    ]

    private static let typesDescription =
        "Types nested in the state (or, with 'topLevel: true', the module's): an enum (a list of cases), a struct (a mapping of fields), or { cases | fields, conforms, topLevel, rawValue }."

    /// A type: a list of cases, a mapping of fields, or the long form.
    private static let typeSchema: JSONValue = [
        "anyOf": [
            ["type": ["array", "null"], "$ref": "#/definitions/cases"],
            ["$ref": "#/definitions/typeFields", "not": ["type": "object", "anyOf": .requiringAny(["cases", "fields"])]],
            [
                "type": "object", "additionalProperties": false, "anyOf": .requiringAny(["cases", "fields"]),
                "if": ["required": ["rawValue"]], "then": ["required": ["cases"], "properties": ["cases": .ref("rawCases")]],
                "else": ["properties": ["cases": .ref("cases")]], "properties": type.properties,
            ],
        ]
    ]

    private static let dependenciesDescription =
        "The services the feature uses: 'name: Type' for a client declared elsewhere, or a client this feature declares with its endpoints."

    /// The keys of a dependency written out long: a key path, or a client with its endpoints.
    static let dependency = [
        SpecKey("type", .typeName, "The client's type; <Name>Client by default."),
        SpecKey(
            "endpoints",
            [
                "type": "object", "minProperties": 1, "propertyNames": .name,
                "additionalProperties": [
                    "anyOf": [
                        signature.adding("description", "(label: Type) async throws -> Result"), endpoint.longForm(required: ["signature"]),
                    ]
                ],
            ]),
        SpecKey("keyPath", .ref("keyPath")),
    ]

    /// The keys of an endpoint written out long: `{ signature: "() async -> Int", preview: "1" }`.
    static let endpoint = [SpecKey("signature", signature), SpecKey("preview", .expression, "What previews and stubs return.")]

    private static let signature: JSONValue = ["type": "string", "pattern": #"^\s*\("#]

    private static let dependencySchema: JSONValue = [
        "anyOf": [
            [
                "allOf": [.type, ["not": ["type": "string", "pattern": #"^\\"#]]],
                "description": "The client's type, declared by another spec or by hand.",
            ],
            [
                "$ref": "#/definitions/keyPath",
                "description": #"A value of the dependency values, by key path (tca: @Dependency(\\.uuid))."#,
            ],
            dependency.only("keyPath").longForm(required: ["keyPath"]),
            dependency.only("type", "endpoints").longForm(required: ["endpoints"]),
        ]
    ]
}
