package struct FieldContext: Sendable {
    package var name: String
    package var type: String
    /// The parameter text for an initializer: `article: String`, with a comma unless last.
    package var parameter: String
    /// What a preview or a test passes for it: the type's natural value (`""`, `0`, `nil`,
    /// `[]`); empty when the type has none.
    package var previewValue: String = ""
    /// An input field's `default:` as it follows the type, ` = .title`; empty for none. Already
    /// in `parameter`.
    package var defaultClause: String = ""
    package var hasDefault: Bool = false
    /// The argument label that passes it at a call site: its `label:`, or its name; bare
    /// even for a keyword other than `inout` (`f(do: x)`).
    package var label: String = ""
    /// The same label as a name of its own, in backticks when a keyword: what an initializer
    /// that takes the field declares and reads (`init({{labelName}}: {{type}})`).
    package var labelName: String = ""
}

package struct StateFieldContext: Sendable {
    package var name: String
    /// The argument label that passes it at a call site (`{{label}}: {{name}}`): the name,
    /// bare even for a keyword other than `inout`.
    package var label: String = ""
    package var type: String
    /// The type as written outside the state, where the spec's types need their qualified
    /// name (`ProductCard.ViewState.Position`).
    package var outsideType: String
    /// The right-hand side in `init(input:)`: `input?.article ?? ""`.
    package var initialValue: String
    /// The input field the state starts from (`input: article`), as a parameter name; nil
    /// when it starts from `initial`. (Not `input`: a nil value would let Mustache find the
    /// feature's `input` list instead.)
    package var fromInput: String?
    /// The Swift expression the field starts with when no input supplies it (`initial:`, or
    /// the type's natural value); nil when an input always does.
    package var initial: String?
    /// `let` for a field set once (`let: true`), else `var`.
    package var keyword: String = "var"
    package var isLet: Bool = false
    /// The feature run for each element (`forEach: Todo`); nil for a plain field. (Not
    /// `module`: a nil value would let Mustache find an outer one.)
    package var forEach: String? = nil
    /// ` = .title` when the field is read from an input field with a `default:`: what a
    /// memberwise state (`isStateInitMemberwise`) declares it with, so its initializer takes
    /// the same default; empty otherwise.
    package var inputDefaultClause: String = ""
    /// `shared:`: the property wrapper and a space before the declaration, `@Shared ` for a
    /// reference the opener passes, `@Shared(.appStorage("key")) ` for one stored under a key;
    /// empty for a field of the feature's own.
    package var sharedAttribute: String = ""
    package var isShared: Bool = false
    /// `shared: true`: the initializer sets the wrapper (`self._syncUp = syncUp`).
    package var isSharedReference: Bool = false
    /// Shared under a key: declared with its initial value, which the storage may replace.
    package var isPersistedShared: Bool = false
    /// `shared: { …, key: syncUps }`: read through a named `SharedKey` (`@Shared(.syncUps)`),
    /// which holds the default, so the field is declared without one.
    package var isKeyedShared: Bool = false
    /// That key's name (`syncUps`); empty for none.
    package var sharedKey: String = ""
    /// The field declares its key (a storage beside `key:`): where the value is kept,
    /// `appStorage`, `fileStorage` or `inMemory` (each a flag too), and under what
    /// (`sharedStorageKey`: the key or file name).
    package var declaresSharedKey: Bool = false
    package var isAppStorage: Bool = false
    package var isFileStorage: Bool = false
    package var isInMemory: Bool = false
    package var sharedStorageKey: String = ""
    /// `focusState: true`: the field is the view's focus.
    package var isFocusState: Bool = false
    /// `binding: true`: the view writes the field through a binding.
    package var isBinding: Bool = false
    /// The field as a method with a parameter `state` writes it (`update(state:)`):
    /// `self.state` for a field of that name, which the parameter hides; else the name.
    package var memberBesideState: String = ""
    /// Kept in a child feature's state (TCA): where the parent's computed property reads it,
    /// `header.title`; empty for a field the state stores itself.
    package var childOwner: String = ""
    package var isChildOwned: Bool = false
    /// Kept in a child, and read by a value another child computes while the initializer makes
    /// them: the initializer names its initial value first (`let cartCount = 0`).
    package var hasInitialLocal: Bool = false
}

package struct DerivedFieldContext: Sendable {
    package var name: String
    package var type: String
    /// The type as written outside the state.
    package var outsideType: String
    /// The Swift expression the property returns, evaluated in the state.
    package var expression: String
}

package struct TypeContext: Sendable {
    package var name: String
    package var isEnum: Bool
    /// `enum` or `struct`: what declares it (`{{access}}{{keyword}} {{name}}{{conformanceClause}} {`).
    package var keyword: String
    /// `Hashable, Sendable`; empty for a type that conforms to nothing (`conforms: []`).
    package var conformances: String
    /// What follows the type's name: `: Hashable, Sendable`, or nothing — `{{name}}{{conformanceClause}}`
    /// never leaves a colon without a protocol after it.
    package var conformanceClause: String
    /// Enum cases, as declared after `case`: `loaded([Int])`.
    package var cases: [String]
    package var fields: [FieldContext]
    package var hasFields: Bool
    /// A struct's computed members (`derived:` on a field).
    package var derived: [DerivedFieldContext] = []
    package var hasDerived: Bool = false
    /// `topLevel: true`: declared at the module's top level, not nested in the state.
    package var isTopLevel: Bool = false
    /// `rawValue:`: the enum's raw type (already first in `conformanceClause`); empty for none.
    package var rawType: String = ""
}

extension FieldContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "type": .text(\.type),
        "parameter": .text(\.parameter),
        "previewValue": .text(\.previewValue),
        "defaultClause": .text(\.defaultClause),
        "hasDefault": .flag(\.hasDefault),
        "label": .text(\.label),
        "labelName": .text(\.labelName),
    ]
}

extension StateFieldContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "label": .text(\.label),
        "type": .text(\.type),
        "initialValue": .text(\.initialValue),
        "fromInput": .optionalText(\.fromInput),
        "initial": .optionalText(\.initial),
        "outsideType": .text(\.outsideType),
        "keyword": .text(\.keyword),
        "isLet": .flag(\.isLet),
        "forEach": .optionalText(\.forEach),
        "inputDefaultClause": .text(\.inputDefaultClause),
        "sharedAttribute": .text(\.sharedAttribute),
        "isShared": .flag(\.isShared),
        "isSharedReference": .flag(\.isSharedReference),
        "isPersistedShared": .flag(\.isPersistedShared),
        "isKeyedShared": .flag(\.isKeyedShared),
        "sharedKey": .text(\.sharedKey),
        "declaresSharedKey": .flag(\.declaresSharedKey),
        "isAppStorage": .flag(\.isAppStorage),
        "isFileStorage": .flag(\.isFileStorage),
        "isInMemory": .flag(\.isInMemory),
        "sharedStorageKey": .text(\.sharedStorageKey),
        "isFocusState": .flag(\.isFocusState),
        "isBinding": .flag(\.isBinding),
        "memberBesideState": .text(\.memberBesideState),
        "childOwner": .text(\.childOwner),
        "isChildOwned": .flag(\.isChildOwned),
        "hasInitialLocal": .flag(\.hasInitialLocal),
    ]
}

extension DerivedFieldContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "type": .text(\.type),
        "expression": .text(\.expression),
        "outsideType": .text(\.outsideType),
    ]
}

extension TypeContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "isEnum": .flag(\.isEnum),
        "keyword": .text(\.keyword),
        "conformances": .text(\.conformances),
        "conformanceClause": .text(\.conformanceClause),
        "cases": .texts(\.cases),
        "fields": .objects(\.fields),
        "hasFields": .flag(\.hasFields),
        "derived": .objects(\.derived),
        "hasDerived": .flag(\.hasDerived),
        "isTopLevel": .flag(\.isTopLevel),
        "rawType": .text(\.rawType),
    ]
}
