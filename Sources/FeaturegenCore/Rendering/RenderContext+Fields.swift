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

extension FieldContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "type": .text(self.type)
        case "parameter": .text(self.parameter)
        case "previewValue": .text(self.previewValue)
        case "defaultClause": .text(self.defaultClause)
        case "hasDefault": .flag(self.hasDefault)
        case "label": .text(self.label)
        case "labelName": .text(self.labelName)
        default: nil
        }
    }
}

extension StateFieldContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "label": .text(self.label)
        case "type": .text(self.type)
        case "initialValue": .text(self.initialValue)
        case "fromInput": self.fromInput.map(TemplateValue.text)
        case "initial": self.initial.map(TemplateValue.text)
        case "outsideType": .text(self.outsideType)
        case "keyword": .text(self.keyword)
        case "isLet": .flag(self.isLet)
        case "forEach": self.forEach.map(TemplateValue.text)
        case "inputDefaultClause": .text(self.inputDefaultClause)
        case "sharedAttribute": .text(self.sharedAttribute)
        case "isShared": .flag(self.isShared)
        case "isSharedReference": .flag(self.isSharedReference)
        case "isPersistedShared": .flag(self.isPersistedShared)
        case "isKeyedShared": .flag(self.isKeyedShared)
        case "sharedKey": .text(self.sharedKey)
        case "declaresSharedKey": .flag(self.declaresSharedKey)
        case "isAppStorage": .flag(self.isAppStorage)
        case "isFileStorage": .flag(self.isFileStorage)
        case "isInMemory": .flag(self.isInMemory)
        case "sharedStorageKey": .text(self.sharedStorageKey)
        case "isFocusState": .flag(self.isFocusState)
        case "isBinding": .flag(self.isBinding)
        case "memberBesideState": .text(self.memberBesideState)
        default: nil
        }
    }
}

extension DerivedFieldContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "type": .text(self.type)
        case "expression": .text(self.expression)
        case "outsideType": .text(self.outsideType)
        default: nil
        }
    }
}

extension TypeContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "isEnum": .flag(self.isEnum)
        case "keyword": .text(self.keyword)
        case "conformances": .text(self.conformances)
        case "conformanceClause": .text(self.conformanceClause)
        case "cases": .texts(self.cases)
        case "fields": .objects(self.fields)
        case "hasFields": .flag(self.hasFields)
        case "derived": .objects(self.derived)
        case "hasDerived": .flag(self.hasDerived)
        case "isTopLevel": .flag(self.isTopLevel)
        case "rawType": .text(self.rawType)
        default: nil
        }
    }
}
