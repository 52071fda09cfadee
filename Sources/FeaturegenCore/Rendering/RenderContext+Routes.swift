package struct RouteContext: Sendable {
    package var name: String
    /// The route's name with its first letter upper-cased, inside another name: `isAlertVisible`.
    package var upperName: String = ""
    /// `productDetails(article: String)`.
    package var signature: String
    /// `article: article`.
    package var arguments: String
    /// The route has values: `arguments` is not empty (`View({{arguments}}{{#hasArguments}}, {{/hasArguments}}…)`).
    package var hasArguments: Bool = false
    /// The route as an enum case: `productDetails(article: String)`, or `close` without values.
    package var caseDeclaration: String
    /// That case with the route's values: `productDetails(article: article)`, or `close`.
    package var caseValue: String
    /// A pattern that matches the case and binds its values by their labels:
    /// `let .productDetails(article)`, or `.close`.
    package var casePattern: String
    package var isDismiss: Bool
    package var isModule: Bool
    package var isAlert: Bool
    /// The route shows something whose state a test can see: another feature, an alert or a
    /// dialog (not a dismissal, nor a custom route).
    package var showsSomething: Bool = false
    package var isCustom: Bool
    package var module: String
    package var isPush: Bool
    package var isPresent: Bool
    /// For alerts: the title, as a Swift expression of type String: the input's `title`, or
    /// the literal the route's `alert:` gives (`"Delete?"`).
    package var alertTitle: String = "title"
    /// For alerts: the message argument (`message`), the literal the route's `alert:` gives,
    /// or `nil` when the route has none.
    package var alertMessage: String
    /// For alerts: the route has a message (in its input or its `alert:`).
    package var hasAlertMessage: Bool
    /// For alerts: `caseValue` (`deleteImage`, `explainFees(title: title, message: message)`), the
    /// alert's builder as called; nil for other routes, so that inside a section of other
    /// routes (`{{#moduleRoutesTo.tca}}`) the name still finds the alert's.
    package var alertCase: String? = nil
    /// For alerts: `alert`, or `confirmationDialog` for `style: confirmationDialog` (the
    /// style's `property`); nil for other routes.
    package var alertProperty: String? = nil
    package var isConfirmationDialog: Bool = false
    /// For alerts: `alert`, or `dialog` for a confirmation dialog, as a comment names it.
    package var alertNoun: String = ""
    /// For alerts: UIAlertController's preferred style, `.alert` or `.actionSheet`.
    package var alertControllerStyle: String = ".alert"
    /// For alerts: the argument SwiftUI's modifier takes after `isPresented:`,
    /// `titleVisibility: .visible` for a confirmation dialog (whose title is hidden by
    /// default); empty for an alert.
    package var alertVisibility: String = ""
    /// For alerts: the buttons the route's `alert:` gives, in order; empty for one OK button.
    package var alertButtons: [AlertButtonContext] = []
    package var hasAlertButtons: Bool = false
    /// For a module: the architecture of the feature it opens (`{{#moduleIs.tca}}`); no flag
    /// is set for a module no spec declares.
    package var moduleIs: ArchitectureFlags
    /// For a module: a spec of the project declares it (its architecture is known).
    package var isDeclaredModule: Bool = false
    /// The opened feature's outputs this route handles (`output: [didBuy]`).
    package var outputs: [RouteOutputContext] = []
    package var hasOutputs: Bool = false
    /// The route opens a feature whose Output is a struct of closures (its manifest's `outputs:
    /// closures`: mvvm, mvi) and handles some of its outputs: the opener builds that Output in a
    /// property of its own, `outputProperty` (`openCartOutput`), where a test reaches it.
    package var hasClosureOutputs: Bool = false
    /// What the opener names the member that hands the opened feature's outputs back: the
    /// route's name and `Output` (`openCartOutput`), a property, a function or a method.
    package var outputProperty: String = ""
    /// The route opens a feature whose manifest's `outputs:` has `reportsResults:` holding for
    /// its options (mvvm; mvi unless `entry: fields`), and handles some of its outputs: an mvi
    /// opener builds that Output in a static function of its router (`openCartOutput(to:)`),
    /// handing the outputs to anything that takes its results.
    package var reportsResults: Bool = false
    /// Every output of the opened feature, in the order it declares them, handled or not: an
    /// Output built from closures gives each one (`{ _ in }` for those the route ignores).
    package var moduleOutputs: [ModuleOutputContext] = []
    /// The dependencies the opened feature is built with (when its architecture is handed them
    /// by its opener), which this feature has too and passes on: `orders: orders`.
    /// The opened feature's name as a variable: `cart` for Cart.
    package var moduleVariable: String = ""
    /// The options the opened feature's spec gives (`{{#moduleOptions.units}}`); its
    /// architecture's defaults are not known here, so a hand-written module has none.
    package var moduleOptions = OptionsContext(values: [:])
    /// For a module: its opener hands it units it holds (vsurf's `unit: { shared: true }` or
    /// `units:` in the opened feature's spec), so the opener keeps them to pass on.
    package var passesUnits: Bool = false
    /// vsurf: the units the opener hands the opened ViewGroup, an argument each, from where the
    /// opener keeps it (`cartUnit: units.cartUnit`, `cartUnit: cartUnit`).
    package var unitArguments: [String] = []
    package var moduleDependencies: [DependencyContext] = []
    package var hasModuleDependencies: Bool = false
    /// The opened feature has a `dismiss` route, so it is given how it closes (vsurf's
    /// `dismiss:`); one without closes only as its opener closes it.
    package var moduleDismisses: Bool = false
    /// The opened feature has routes to other features, so a route that pushes it hands it the
    /// path its own pushes go on (vsurf's `path:`).
    package var moduleNavigates: Bool = false
    /// The route presents a feature with push routes: a presentation is not in the opener's
    /// stack, so the feature is shown in a `NavigationStack` of its own (mvi's `X.root`), where
    /// its pushes go.
    package var presentsInStack: Bool = false
    /// In a flow's alerts: the screen whose state holder the buttons call (`itemCart`).
    package var screen: String? = nil
    /// The module is a screen of the opener's flow: the flow's navigation pushes it
    /// (`.itemCart`, after `moduleVariable`).
    package var inFlow: Bool = false
    /// A route with one value: its name (`item`) and type (`String`), what a presentation
    /// driven by an optional selection (`openDetailSelected: String?`) holds; empty otherwise.
    package var selection: String = ""
    package var selectionType: String = ""
    package var dependencyArguments: String = ""
}

/// One button of an alert route: `{ title: Delete, role: destructive, action: confirmDeletion }`.
package struct AlertButtonContext: Sendable {
    /// The title as a Swift string literal: `"Delete"`.
    package var title: String
    /// `destructive`, `cancel`, or empty.
    package var role: String
    package var hasRole: Bool
    /// The action the button sends (`confirmDeletion`); empty for none.
    package var action: String
    package var hasAction: Bool
    /// `ConfirmDeletion`, for the name of the button's test.
    package var upperAction: String = ""
    /// Whether the action is one the feature declares (without values), which the feature's
    /// reducer sends on when the button is tapped, rather than one only the alert has.
    package var isDeclaredAction: Bool = false
    /// TCA's `ButtonState` arguments: `role: .destructive, action: .confirmDeletion`, or empty.
    package var buttonStateArguments: String
    package var hasButtonStateArguments: Bool
    /// SwiftUI's `Button` arguments before the closure: `"Delete", role: .destructive`.
    package var buttonArguments: String = ""
    /// UIAlertAction's style: `default`, `destructive` or `cancel`.
    package var actionStyle: String = "default"
    /// The call of the action's handler, as the feature's handler of that action is named:
    /// `confirmDeletion()`; empty for a button without an action.
    package var handlerCall: String = ""
}

/// One output of the feature a route opens, whether the opener handles it or not.
package struct ModuleOutputContext: Sendable {
    /// The opened feature's output: `didBuy`.
    package var name: String
    /// The argument label that passes it at a call site (`{{label}}: {{ignoringClosure}}`):
    /// the name, bare even for a keyword other than `inout`.
    package var label: String = ""
    /// How the route handles it; nil when the route does not.
    package var handled: RouteOutputContext?
    /// A closure that ignores the output's values: `{ _ in }`, `{ _, _ in }`, or `{}`.
    package var ignoringClosure: String
    /// The output as a method, after `func`: `didBuy(itemCount: Int)` (an output protocol's
    /// requirement, which an opener implements).
    package var signature: String = ""
}

/// One output of an opened feature and the opener's handler for it: Cart's `didBuy`, handled
/// by Catalog's `cartDidBuy(itemCount:)`.
package struct RouteOutputContext: Sendable {
    /// The opened feature's output: `didBuy`.
    package var output: String
    /// That output as a case pattern in the opened feature's terms, binding its values:
    /// `let .didBuy(itemCount)` (a tca delegate action, an mvi action enum).
    package var outputPattern: String
    /// That output as a method of the opened feature's output protocol, after `func`:
    /// `didBuy(itemCount: Int)` (vsurf's `Cart.Output`, which the opener implements).
    package var outputSignature: String = ""
    /// The opener's handler, as an action with the output's values: `{{handler.declaration}}`
    /// is `cartDidBuy(itemCount: Int)`, `{{handler.handlerCall}}` `cartDidBuy(itemCount: itemCount)`.
    package var handler: ActionContext
    /// The names a closure binds the output's values to: `itemCount`, or `` with no values.
    package var closureParameters: String
    /// What follows a closure's capture list: its values and `in`, `itemCount in`, or `in`.
    package var closureHead: String = ""
    package var hasParameters: Bool
    /// The route and the feature it opens: `openCart`, `Cart`.
    package var route: String
    package var module: String
    /// The output as the opened feature sends it, with sample values: `.didBuy(itemCount: 0)`;
    /// `hasSampleOutput` is false when a value's type has no natural value.
    package var sampleOutput: String = ""
    package var hasSampleOutput: Bool = false
    /// The test of the route's output: `openCartReportsDidBuy` (`OpenCartReportsDidBuy` after `test`).
    package var testName: String = ""
    package var upperTestName: String = ""
    /// The route pushes the feature (onto a stack's path) rather than presenting it.
    package var isPushed: Bool = false
    /// The output's sample values as a closure takes them, without labels: `0`
    /// (`{{outputProperty}}.{{output}}({{sampleArguments}})`).
    package var sampleArguments: String = ""
    /// Without a sample, what the test needs to report the output, for its skip's reason:
    /// "a `UIImage`".
    package var sampleWanted: String = ""
    /// The opener's property that builds the opened feature's Output (`openCartOutput`), for
    /// a route with `hasClosureOutputs`.
    package var outputProperty: String = ""
    /// The opened feature's Output is a protocol the opener implements (its manifest's
    /// `outputs: protocol`: vsurf).
    package var isProtocolOutput: Bool = false
    /// The output as a call of that protocol's method, with sample values: `didBuy(itemCount: 0)`.
    package var sampleOutputCall: String = ""
}

/// `{{#moduleIs.tca}}`: true for the one architecture named, false for every other.
package struct ArchitectureFlags: Sendable {
    package var architecture: String?

    package init(architecture: String?) {
        self.architecture = architecture
    }
}

/// Module routes filtered by the architecture of the feature each opens.
package struct RoutesByArchitecture: Sendable {
    package var routes: [RouteContext]
    /// Answers the routes to features of *other* architectures.
    package var excluding: Bool

    package init(routes: [RouteContext], excluding: Bool) {
        self.routes = routes
        self.excluding = excluding
    }
}

/// The alert routes shown one way: `{{#alertStyles}}case {{property}}({{typeName}}State){{/alertStyles}}`.
package struct AlertStyleContext: Sendable {
    /// `alert` or `confirmationDialog`: the state's property, the action's case and the view's
    /// modifier.
    package var property: String
    /// `Alert` or `ConfirmationDialog`: the enum of what its buttons send.
    package var typeName: String
    /// `alerts` or `confirmation dialogs`, for comments.
    package var noun: String
    /// `alert` or `confirmation dialog`, for comments.
    package var singular: String
    /// `Alerts` or `Confirmation Dialogs`, for a `// MARK: -`.
    package var heading: String
    package var routes: [RouteContext]
    /// The actions of its buttons, each once, in the order the routes give them.
    package var actions: [String]
    package var hasActions: Bool
    /// Those of `actions` that name an action the feature declares without values: the
    /// button's case sends that action (TCA's `return .send(.confirmDeletion)`), so the button
    /// does what the action does.
    package var sentActions: [String] = []
    /// The other `actions`: the button's case is all there is of it.
    package var ownActions: [String] = []
    /// Some of its routes have `buttons:` (the others get the system's OK).
    package var hasButtons: Bool = false
    /// The style is `confirmationDialog`, whose title SwiftUI hides unless told
    /// (`titleVisibility: .visible`).
    package var isConfirmationDialog: Bool = false
}

extension AlertButtonContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "title": .text(\.title),
        "role": .text(\.role),
        "hasRole": .flag(\.hasRole),
        "action": .text(\.action),
        "hasAction": .flag(\.hasAction),
        "upperAction": .text(\.upperAction),
        "isDeclaredAction": .flag(\.isDeclaredAction),
        "buttonStateArguments": .text(\.buttonStateArguments),
        "hasButtonStateArguments": .flag(\.hasButtonStateArguments),
        "buttonArguments": .text(\.buttonArguments),
        "actionStyle": .text(\.actionStyle),
        "handlerCall": .text(\.handlerCall),
    ]
}

extension RouteContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "upperName": .text(\.upperName),
        "signature": .text(\.signature),
        "arguments": .text(\.arguments),
        "hasArguments": .flag(\.hasArguments),
        "isDismiss": .flag(\.isDismiss),
        "isModule": .flag(\.isModule),
        "isAlert": .flag(\.isAlert),
        "showsSomething": .flag(\.showsSomething),
        "alertNoun": .text(\.alertNoun),
        "isCustom": .flag(\.isCustom),
        "module": .text(\.module),
        "isPush": .flag(\.isPush),
        "isPresent": .flag(\.isPresent),
        "alertTitle": .text(\.alertTitle),
        "alertMessage": .text(\.alertMessage),
        "hasAlertMessage": .flag(\.hasAlertMessage),
        "alertCase": .optionalText(\.alertCase),
        "alertProperty": .optionalText(\.alertProperty),
        "isConfirmationDialog": .flag(\.isConfirmationDialog),
        "alertControllerStyle": .text(\.alertControllerStyle),
        "alertVisibility": .text(\.alertVisibility),
        "alertButtons": .objects(\.alertButtons),
        "hasAlertButtons": .flag(\.hasAlertButtons),
        "moduleIs": .object(\.moduleIs),
        "isDeclaredModule": .flag(\.isDeclaredModule),
        "caseDeclaration": .text(\.caseDeclaration),
        "caseValue": .text(\.caseValue),
        "casePattern": .text(\.casePattern),
        "outputs": .objects(\.outputs),
        "hasOutputs": .flag(\.hasOutputs),
        "hasClosureOutputs": .flag(\.hasClosureOutputs),
        "outputProperty": .text(\.outputProperty),
        "reportsResults": .flag(\.reportsResults),
        "moduleOutputs": .objects(\.moduleOutputs),
        "moduleVariable": .text(\.moduleVariable),
        "moduleOptions": .object(\.moduleOptions),
        "passesUnits": .flag(\.passesUnits),
        "unitArguments": .texts(\.unitArguments),
        "moduleDependencies": .objects(\.moduleDependencies),
        "hasModuleDependencies": .flag(\.hasModuleDependencies),
        "moduleDismisses": .flag(\.moduleDismisses),
        "moduleNavigates": .flag(\.moduleNavigates),
        "presentsInStack": .flag(\.presentsInStack),
        "screen": .optionalText(\.screen),
        "dependencyArguments": .text(\.dependencyArguments),
        "inFlow": .flag(\.inFlow),
        "selection": .text(\.selection),
        "selectionType": .text(\.selectionType),
    ]
}

extension RouteOutputContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "output": .text(\.output),
        "outputPattern": .text(\.outputPattern),
        "outputSignature": .text(\.outputSignature),
        "handler": .object(\.handler),
        "closureParameters": .text(\.closureParameters),
        "closureHead": .text(\.closureHead),
        "hasParameters": .flag(\.hasParameters),
        "route": .text(\.route),
        "module": .text(\.module),
        "sampleOutput": .text(\.sampleOutput),
        "hasSampleOutput": .flag(\.hasSampleOutput),
        "testName": .text(\.testName),
        "upperTestName": .text(\.upperTestName),
        "isPushed": .flag(\.isPushed),
        "sampleArguments": .text(\.sampleArguments),
        "sampleWanted": .text(\.sampleWanted),
        "outputProperty": .text(\.outputProperty),
        "isProtocolOutput": .flag(\.isProtocolOutput),
        "sampleOutputCall": .text(\.sampleOutputCall),
    ]
}

extension ModuleOutputContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "label": .text(\.label),
        "handled": .optional(\.handled),
        "isHandled": .flag { $0.handled != nil },
        "ignoringClosure": .text(\.ignoringClosure),
        "signature": .text(\.signature),
    ]
}

extension ArchitectureFlags: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        .flag(name == architecture)
    }
}

extension RoutesByArchitecture: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        .objects(routes.filter { ($0.moduleIs.architecture == name) != excluding })
    }
}

extension AlertStyleContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "property": .text(\.property),
        "typeName": .text(\.typeName),
        "noun": .text(\.noun),
        "singular": .text(\.singular),
        "heading": .text(\.heading),
        "routes": .objects(\.routes),
        "actions": .texts(\.actions),
        "hasActions": .flag(\.hasActions),
        "sentActions": .texts(\.sentActions),
        "ownActions": .texts(\.ownActions),
        "hasButtons": .flag(\.hasButtons),
        "isConfirmationDialog": .flag(\.isConfirmationDialog),
    ]
}
