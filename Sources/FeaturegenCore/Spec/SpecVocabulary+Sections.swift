/// The keys of `state:`, `subviews:` and `routes:`.
extension SpecVocabulary {
    static let stateDescription =
        "The state class's fields: name: Type, or the long form. Or a list of cases (- idle, - loaded: LoadedState): the state is an enum that starts as its first case."

    /// The keys of a state field written out long: `{ type: Mode, initial: .compact }`.
    static let stateField = [
        SpecKey("type", .type, "The field's Swift type."),
        SpecKey("initial", .expression, "The Swift expression the field starts with; needed for types without a natural initial value."),
        SpecKey("input", .name, "Starts as input?.<name>."),
        SpecKey("was", .name, "The field's name before a rename."),
        SpecKey("derived", .expression, "A computed property of the state returning this Swift expression; not stored."),
        SpecKey("let", .boolean, "Set once, when the state is made: declared with let where the architecture can."),
        SpecKey(
            "forEach", .typeName,
            "The feature run for each element of the collection the field holds (tca: IdentifiedArrayOf<Feature.State> with forEach)."),
        SpecKey(
            "shared",
            [
                "anyOf": [
                    .boolean,
                    [
                        "type": "object", "minProperties": 1, "additionalProperties": false, "properties": sharedStorage.properties,
                        "anyOf": [["required": ["key"], "maxProperties": 2], ["maxProperties": 1]],
                    ],
                ]
            ],
            "Shared state (tca: @Shared): true for a reference the opener passes in (an input of type Shared<Type>), or where it is kept: { appStorage: key }, { fileStorage: name.json }, { inMemory: key }, with 'key: name' to read it through a SharedKey the feature declares (@Shared(.name)); { key: name } alone reads a key declared elsewhere."
        ),
        SpecKey(
            "focusState", .boolean, "The view's focus (tca: @FocusState in the view, bound to the field); its type is optional or Bool."),
        SpecKey(
            "binding", .boolean,
            "The view writes the field through a binding ($store.filter): tca makes the feature bindable (BindableAction, BindingReducer, @Bindable var store)."
        ),
    ]

    /// The keys of `shared: { fileStorage: recent.json, key: recent }`.
    static let sharedStorage = [
        SpecKey("appStorage", .ref("sharedKey")), SpecKey("fileStorage", .ref("sharedKey")), SpecKey("inMemory", .ref("sharedKey")),
        SpecKey(
            "key", .name,
            "The SharedKey the field reads (@Shared(.syncUps)): declared by this feature beside a storage, else declared elsewhere."),
    ]

    /// Fields, or a list of cases: a case written as a mapping is none of the long form's.
    static let stateSchema: JSONValue = [
        "type": ["object", "array", "null"], "minItems": 1,
        "items": [
            "$ref": "#/definitions/case",
            "not": [
                "type": "object",
                "additionalProperties": [
                    "type": "object", "anyOf": .requiringAny(["type", "initial", "input", "derived", "let", "forEach"]),
                ],
            ],
        ],
        "propertyNames": .name,
        "additionalProperties": [
            "anyOf": [
                .type,
                stateField.longForm(required: ["type"]).adding(
                    "dependencies",
                    [
                        "derived": [
                            "properties": ["let": ["const": false]],
                            "not": ["anyOf": .requiringAny(["forEach", "shared", "focusState", "binding"])],
                        ],
                        "let": ["if": ["properties": ["let": ["const": true]]], "then": ["properties": ["binding": ["const": false]]]],
                    ]),
            ]
        ],
    ]

    /// The keys of a subview.
    static let subview = [
        SpecKey("case", .name, "The parent action case (default on<Name>Action)."),
        SpecKey("binding", .boolean, "Passed as a binding; writable fields flow back."),
        SpecKey("state", .mapping(of: ["anyOf": [.type, subviewFieldSchema]])),
        SpecKey("actions", .ref("cases")),
        SpecKey("whole", .boolean, "Gets the module's whole state and reducer."),
        SpecKey(
            "inline", .boolean,
            "A function of the screen's view that reads the screen's state itself, with no type, state or actions of its own (mvi: the article's private func imageView() -> some View)."
        ),
        SpecKey("was", .typeName, "The subview's name before a rename; its file moves too."),
        SpecKey(
            "property", .name, "The parent view's property that shows it, and the state's projection (default: its name, lowercased first)."
        ),
        SpecKey(
            "viewState", .boolean,
            "false: the subview takes each field as a value of its own (let position: Position) instead of one ViewState (mvvm)."),
        SpecKey("constants", .ref("constants")),
        SpecKey("constantsEnum", .typeName, "The name of the subview's enum of constants (default Constant) (mvvm)."),
    ]

    /// The keys a whole subview (`whole: true`) may have.
    static let wholeSubviewKeys = ["whole", "was", "property", "constants", "constantsEnum"]
    /// The keys an inline subview (`inline: true`) may have.
    static let inlineSubviewKeys = ["inline", "was", "property"]

    /// The keys of a subview's state field written out long: `{ type: Bool, from: title }`.
    static let subviewField = [
        SpecKey("type", .type),
        SpecKey("from", .name, "The parent state field it is projected from."),
        SpecKey("value", .expression, "A Swift expression of the state."),
        SpecKey("writable", .boolean, "Written back through the binding."),
    ]

    private static let subviewFieldSchema: JSONValue = [
        "type": "object", "additionalProperties": false, "not": ["required": ["from", "value"]], "properties": subviewField.properties,
    ]

    static let subviewSchema: JSONValue = [
        "type": ["object", "null"], "additionalProperties": false,
        "allOf": [onlyKeys(wholeSubviewKeys, when: "whole"), onlyKeys(inlineSubviewKeys, when: "inline")],
        "properties": subview.properties,
    ]

    /// A subview with `flag: true` has only `keys`.
    private static func onlyKeys(_ keys: [String], when flag: String) -> JSONValue {
        [
            "if": ["type": "object", "required": [.string(flag)], "properties": [flag: ["const": true]]],
            "then": ["propertyNames": .oneOf(keys)],
        ]
    }

    static let routesSchema: JSONValue = [
        "anyOf": [
            [
                "type": ["array", "null"],
                "items": [
                    "anyOf": [
                        .name,
                        [
                            "type": "object", "minProperties": 1, "maxProperties": 1, "propertyNames": .name,
                            "additionalProperties": .ref("routeValue"),
                        ],
                    ]
                ],
            ],
            [
                "type": "object", "description": "The routes as a mapping, one 'name: route' per line.", "propertyNames": .name,
                "additionalProperties": .ref("routeValue"),
            ],
        ]
    ]

    /// The keys of a route written out long: `open: { module: Settings, presentation: present }`.
    static let route = [
        SpecKey("module", .typeName, "The feature the route builds and shows."),
        SpecKey("input", .ref("parameters"), "What the route passes: the target's input."),
        SpecKey("presentation", .oneOf(["push", "present", "alert"]), "How the module is shown (push by default), or an alert."),
        SpecKey(
            "output",
            [
                "anyOf": [
                    .name, ["type": "array", "items": .name], ["type": "object", "propertyNames": .name, "additionalProperties": .name],
                ]
            ],
            "The opened feature's outputs this feature handles: a list (each handled by <module><Output>), or a mapping of output to handler name."
        ),
        SpecKey("was", .name, "The route's name before a rename."),
        SpecKey("external", .boolean, "The module is written by hand, not by a spec of this project."),
        SpecKey(
            "alert", ["anyOf": [["type": "null"], ["type": "object", "additionalProperties": false, "properties": alert.properties]]],
            "What the alert shows: its title and message (unless the input passes them) and its buttons; the route is an alert."),
    ]

    /// The keys of an alert route's `alert:`.
    static let alert = [
        SpecKey("title", .expression, "The alert's title."),
        SpecKey("message", .expression, "The alert's message."),
        SpecKey(
            "buttons",
            [
                "type": ["array", "null"],
                "items": [
                    "anyOf": [
                        JSONValue.expression.adding("description", "A button with only a title."), button.longForm(required: ["title"]),
                    ]
                ],
            ],
            "The alert's buttons, in order (one OK button without them)."),
        SpecKey(
            "style", .oneOf(alertStyles),
            "How it is shown: an alert (by default), or a confirmation dialog (an action sheet) where the architecture has one."),
    ]

    /// The values of an alert's `style:`: how the alert is shown.
    static let alertStyles = ["alert", "confirmationDialog"]

    /// The keys of one of an alert's `buttons:`.
    static let button = [
        SpecKey("title", .expression, "The button's title."),
        SpecKey("role", .oneOf(["destructive", "cancel"]), "The button's role."),
        SpecKey("action", .name, "What the button sends to the feature."),
    ]
}
