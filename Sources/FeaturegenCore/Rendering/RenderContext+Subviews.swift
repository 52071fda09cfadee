package struct SubviewContext: Sendable {
    package var name: String
    /// The state's projection (and, without `property:`, the view's property): `navigationHeader`.
    package var property: String
    /// The parent view's property that shows the subview: `property:`, else `property`.
    package var viewProperty: String = ""
    /// The parent action case: `onNavigationHeaderAction`.
    package var caseName: String
    /// The view model's handler: `handleNavigationHeader`.
    package var handler: String
    package var isBinding: Bool
    package var hasState: Bool
    package var hasActions: Bool
    /// Neither state nor actions: the subview is built as `Name()`.
    package var isStatic: Bool
    /// The subview's `constants:`, as declared after `static let`.
    package var constants: [String] = []
    package var hasConstants: Bool = false
    /// The name of the enum that holds the subview's constants: `constantsEnum:`, or `Constant`.
    package var constantsEnum = "Constant"
    /// The subview's fields are gathered in a `ViewState` (the default); without, it takes each
    /// as a value of its own (`viewState: false`).
    package var hasViewState: Bool = true
    /// Gets the module's whole state and reducer: built as `Name(state: state, reducer: reducer)`.
    package var isWhole: Bool
    /// `inline: true`: a function of the screen's view with no type of its own; also static, so
    /// an architecture that does not honour the key writes it as a subview without state.
    package var isInline: Bool = false
    package var fields: [SubviewFieldContext]
    /// Statements of the projection's setter: `currentSlidingStep = newValue.currentStep`.
    package var writeBacks: [String]
    package var hasWriteBacks: Bool
    package var actions: [ActionContext]
    /// What the view passes as `state:`: `state.navigationHeader` or `$state.imageSliderAssembly`.
    package var stateArgument: String
    /// The subview's name again, for sections inside its actions, where `name` is the action's.
    package var subviewName: String = ""
    /// The subview's state as a preview builds it, `.init(count: 0, isEnabled: false)`, from
    /// natural values; `hasPreviewState` is false when a field's type has none.
    package var previewState: String = ""
    package var hasPreviewState: Bool = false
    /// A preview can build it on its own: neither whole (it needs the module) nor with a field
    /// of a type without a natural value.
    package var hasPreview: Bool = false
    /// The fields the child does not keep itself (`isOwned`), computed from the parent's
    /// fields: what the parent's `childSyncs` keep in step.
    package var syncedFields: [SubviewFieldContext] = []
}

package struct SubviewFieldContext: Sendable {
    package var name: String
    package var type: String
    /// `let` or `var` (writable fields of a binding subview).
    package var keyword: String
    /// The projection's argument: `currentStep: currentSlidingStep`, with a comma unless last.
    package var argument: String
    /// The same for an initializer of the state, where derived fields cannot be read yet: their
    /// expressions inlined (`opacity: (position == .top ? 1 : 0)`).
    package var initialArgument: String
    package var parameter: String
    /// Where the value comes from in the parent's state: a field's name, or an expression.
    package var source: String
    /// The field's argument label, for a subview without a ViewState that takes it directly
    /// (`{{label}}: state.{{source}}{{separator}}`).
    package var label: String = ""
    /// `,` unless the field is the last.
    package var separator: String = ""
    /// `,` unless the field is the last argument of the subview's initializer, which takes
    /// `onAction` after the fields when the subview has actions.
    package var argumentSeparator: String = ""
    /// What a view passes a subview without a ViewState: `state.{{source}}`, or a binding,
    /// `$state.{{source}}`, for a writable field.
    package var stateSource: String = ""
    /// What such a subview takes it as: its type, or `Binding<Type>` for a writable field.
    package var valueType: String = ""
    /// What a preview passes such a subview: `previewValue`, or `.constant(…)` for a writable
    /// field.
    package var previewArgument: String = ""
    /// The subview writes it back to the parent's field (`writable: true`).
    package var isWritable: Bool
    /// What a preview passes: the type's natural value; empty when it has none.
    package var previewValue: String = ""
    /// The child feature keeps the parent's field in its own state (TCA): nothing copies it.
    package var isOwned: Bool = false
}

extension SubviewContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "property": .text(\.property),
        "viewProperty": .text(\.viewProperty),
        "caseName": .text(\.caseName),
        "handler": .text(\.handler),
        "isBinding": .flag(\.isBinding),
        "hasState": .flag(\.hasState),
        "hasActions": .flag(\.hasActions),
        "isStatic": .flag(\.isStatic),
        "hasViewState": .flag(\.hasViewState),
        "constants": .texts(\.constants),
        "hasConstants": .flag(\.hasConstants),
        "constantsEnum": .text(\.constantsEnum),
        "isWhole": .flag(\.isWhole),
        "isInline": .flag(\.isInline),
        "fields": .objects(\.fields),
        "writeBacks": .texts(\.writeBacks),
        "hasWriteBacks": .flag(\.hasWriteBacks),
        "actions": .objects(\.actions),
        "stateArgument": .text(\.stateArgument),
        "subviewName": .text(\.subviewName),
        "previewState": .text(\.previewState),
        "hasPreviewState": .flag(\.hasPreviewState),
        "hasPreview": .flag(\.hasPreview),
        "syncedFields": .objects(\.syncedFields),
    ]
}

extension SubviewFieldContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "type": .text(\.type),
        "keyword": .text(\.keyword),
        "argument": .text(\.argument),
        "initialArgument": .text(\.initialArgument),
        "parameter": .text(\.parameter),
        "source": .text(\.source),
        "label": .text(\.label),
        "separator": .text(\.separator),
        "argumentSeparator": .text(\.argumentSeparator),
        "stateSource": .text(\.stateSource),
        "valueType": .text(\.valueType),
        "previewArgument": .text(\.previewArgument),
        "isWritable": .flag(\.isWritable),
        "previewValue": .text(\.previewValue),
        "isOwned": .flag(\.isOwned),
    ]
}

/// A value children show computed from the state's fields: what `onChange(of:)` observes.
package struct ChildSyncContext: Sendable {
    /// The field or derived property observed: `loadingState`.
    package var value: String
    /// The spec's expression for it, which the children share.
    package var expression: String
    /// `state.navigationHeader.loadingState = state.loadingState`, one per child showing it.
    package var assignments: [String]
}

/// A derived property naming a child's value that the spec writes as an expression.
package struct ChildDerivedContext: Sendable {
    package var name: String
    package var type: String
    package var expression: String
    /// The child's field that shows it: `cartButton.isEnabled`.
    package var shownAs: String
}

extension ChildSyncContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "value": .text(\.value),
        "expression": .text(\.expression),
        "assignments": .texts(\.assignments),
    ]
}

extension ChildDerivedContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "type": .text(\.type),
        "expression": .text(\.expression),
        "shownAs": .text(\.shownAs),
    ]
}
