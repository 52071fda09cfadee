/// The values templates see, documented for people who write their own templates
/// (Documentation/Templates.md, and the generated Documentation/TemplateContext.md). Every string is ready Swift: templates place text, they
/// do not compute it. Types named in `types:` are already qualified where they need to be
/// (`ProductCard.ViewState.Position` outside the state).
package struct FeatureContext: Sendable {
    /// `ProductCard`.
    package var feature: String
    /// The feature's name as a variable or function: `productCard`.
    package var featureVariable: String
    /// `""` or `"public "`, to put before declarations.
    package var access: String
    package var isPublic: Bool
    package var combine: Bool
    package var observable: Bool
    /// Modules to import besides the templates' own (`imports:` in the spec).
    package var imports: [String]
    package var input: [FieldContext]
    package var output: [OutputContext]
    /// Stored fields.
    package var state: [StateFieldContext]
    /// Computed properties of the state (`derived:`).
    package var derived: [DerivedFieldContext]
    /// The spec's types nested in the state (`hasTypes`: any).
    package var types: [TypeContext]
    /// The spec's types with `topLevel: true`, declared at the module's top level.
    package var topLevelTypes: [TypeContext] = []
    package var hasTopLevelTypes: Bool = false
    package var actions: [ActionContext]
    package var subviews: [SubviewContext]
    /// Subviews that have actions: the view model's nested handlers.
    package var subviewHandlers: [SubviewContext]
    /// Subviews whose `ViewState` the state projects: with fields, a ViewState, not whole.
    package var projectedSubviews: [SubviewContext] = []
    /// `constants:`, each as declared after `static let`: `minOffset: CGFloat = 146.0`.
    package var constants: [String] = []
    package var hasConstants: Bool = false
    /// The name of the enum that holds the constants: `constantsEnum:`, or `Constant`.
    package var constantsEnum = "Constant"
    /// Structs write their memberwise initializers out: `access: public`, or the spec's
    /// `memberwiseInit: explicit`.
    package var explicitInits: Bool = false
    /// `router: { properties: }`, each as declared after `let`: `screenName = "productCard"`.
    package var routerProperties: [String] = []
    package var hasRouterProperties: Bool = false
    /// The actions that trigger a route featuregen writes (a module, an alert or dismiss; not a
    /// custom one, whose body is yours).
    package var navigatingActions: [ActionContext] = []
    /// Subviews with state or actions of their own (neither static nor whole): child features
    /// in architectures that compose features.
    package var componentSubviews: [SubviewContext]
    /// Component subviews with actions of their own (a child feature, where an architecture
    /// has them), and those that only show values.
    package var actionSubviews: [SubviewContext]
    package var valueSubviews: [SubviewContext]
    /// Value subviews with writable fields: where child features have stores of their own, the
    /// feature's own view is the one that hands these a binding to its state.
    package var bindingValueSubviews: [SubviewContext]
    /// Stored state fields that hold a collection of another feature's states
    /// (`forEach: Todo`), each element run by that feature.
    package var forEachFields: [StateFieldContext] = []
    /// The state fields that declare the `SharedKey` they are read through
    /// (`shared: { fileStorage: sync-ups.json, key: syncUps }`).
    package var sharedKeyFields: [StateFieldContext] = []
    package var hasForEachFields: Bool = false
    /// The view binds the store: a value subview with writable fields, a focus field
    /// (`focusState: true`) kept in step with the view's focus, or a field the view writes
    /// (`binding: true`) (TCA's `BindableAction`).
    package var isBindable: Bool = false
    /// Stored fields that are the view's focus (`focusState: true`): `@FocusState` in the view.
    package var focusFields: [StateFieldContext] = []
    package var hasFocusFields: Bool = false
    /// Dependencies named by a key path of the runtime's dependency values (`uuid: \.uuid`).
    package var keyPathDependencies: [KeyPathDependencyContext] = []
    package var hasKeyPathDependencies: Bool = false
    /// The ids of the actions' cancellable effects (`cancellable: timer`), each once, in order,
    /// and as one list: `timer, search` (`enum CancelID { case timer, search }`).
    package var cancelIDs: [String] = []
    package var cancelIDList: String = ""
    package var hasCancelIDs: Bool = false
    /// The state has a stored field named `id`: it can be `Identifiable` (an element of
    /// another feature's `forEach:` collection).
    package var hasIdField: Bool = false
    package var routes: [RouteContext]
    /// Routes to other features (`module:`), alerts, and whether `dismiss` is a route: for
    /// architectures that declare a destination per module or one alert state.
    package var moduleRoutes: [RouteContext]
    /// Module routes by the architecture of the feature they open: `{{#moduleRoutesTo.tca}}`,
    /// and those to features of any other architecture or none (`{{#moduleRoutesNotTo.tca}}`).
    package var moduleRoutesTo: RoutesByArchitecture
    package var moduleRoutesNotTo: RoutesByArchitecture
    /// The module routes to features a spec of the project declares, by architecture:
    /// `{{#declaredRoutesNotTo.tca}}` are those to another architecture's feature that this
    /// feature can build itself (`X.build(input:…)`), with its outputs wired.
    package var declaredRoutesNotTo: RoutesByArchitecture = RoutesByArchitecture(routes: [], excluding: true)
    /// The module routes to features no spec declares (`external: true`, or hand-written),
    /// which only the one that opened this feature can build.
    package var externalModuleRoutes: [RouteContext] = []
    /// The same for the module routes that push (`presentation: push`) and those that present:
    /// `{{#pushRoutesTo.tca}}` for a navigation stack's path, `{{#presentRoutesTo.tca}}` for a
    /// destination presented from the state.
    package var pushRoutesTo: RoutesByArchitecture
    package var presentRoutesTo: RoutesByArchitecture
    package var alertRoutes: [RouteContext]
    /// The actions of the alerts' buttons (`alert: { buttons: [ { action: confirmDeletion } ] }`),
    /// each once, in the order the routes give them: TCA's `enum Alert { case confirmDeletion }`.
    package var alertActions: [String] = []
    package var hasAlertActions: Bool = false
    /// The alert routes by how they are shown: alerts, then confirmation dialogs (`style:
    /// confirmationDialog`), each style with routes; what an architecture that presents the
    /// two apart (TCA's `AlertState`, `ConfirmationDialogState`) loops over.
    package var alertStyles: [AlertStyleContext] = []
    /// The outputs of opened features that this feature handles (a route's `output:`), over
    /// all its routes: one handler each (an action case, an intent method, a feedback).
    package var routeOutputs: [RouteOutputContext]
    package var hasRouteOutputs: Bool
    package var hasModuleRoutes: Bool
    package var hasAlertRoutes: Bool
    package var hasDismissRoute: Bool
    /// Module or alert routes: something is presented from this feature's state.
    package var hasPresentedRoutes: Bool
    /// The action sent when the view appears (`viewDidLoad` or `onAppear`, if declared).
    package var appearAction: String?
    /// The method that handles `appearAction` (its `handler:`, or its name), for architectures
    /// whose views call it rather than send the action.
    package var appearHandler: String?
    package var hasDerived: Bool
    package var hasImports: Bool
    package var hasInput: Bool
    /// The stored fields read from the input are the input's fields, by name, in its order,
    /// of its types (or their optionals), and every other stored field has an initial value:
    /// a struct's memberwise initializer takes exactly the input (`State(syncUp: syncUp)`), so
    /// an architecture can declare the fields with their initial values and no initializer.
    /// Never with `access: public` (a memberwise initializer is internal).
    package var isStateInitMemberwise: Bool = false
    package var hasOutput: Bool
    package var hasSubviews: Bool
    package var hasTypes: Bool
    package var hasRoutes: Bool
    /// The feature has an output or a route: where outputs and routes are the cases of one
    /// enum, whether it has any (code that switches over an empty one does not compile cleanly).
    package var hasOutputOrRoutes: Bool
    package var hasActionHandlers: Bool
    package var hasSubviewHandlers: Bool
    /// `Action` has cases (its own or subviews'); an empty one gets an empty `handle(_:)`.
    package var hasActionCases: Bool
    /// Set while rendering one `Components/<Subview>.swift` file: the subview it is for.
    package var subview: SubviewContext?
    /// Set while rendering a file the manifest writes once per route: the route it is for.
    package var route: RouteContext?
    /// The services the feature uses (`dependencies:`), and those whose client it declares.
    package var dependencies: [DependencyContext] = []
    package var declaredDependencies: [DependencyContext] = []
    package var hasDependencies: Bool = false
    /// The services the feature hands on to the features its routes open (those that take
    /// them from their opener), in the order it declares them; empty without such a route.
    package var passedDependencies: [DependencyContext] = []
    package var hasPassedDependencies: Bool = false
    /// Every dependency has a preview client (the spec declares its endpoints), so a preview
    /// or a test can build the feature with `Preview<Type>()`; true without dependencies.
    package var hasPreviewClients: Bool = true
    /// Set while rendering a file the manifest writes once per declared client.
    package var dependency: DependencyContext?
    package var testing = TestingContext(framework: .swiftTesting, testedModule: nil)
    /// The feature's input as a preview or test builds it, `.init(article: "", count: 0)`,
    /// from natural values; `hasPreviewInput` is false when a field's type has none.
    package var previewInput: String = ""
    /// The same values as arguments, `article: "", count: 0`, for an init that takes the
    /// input's fields (`State(article: "", count: 0)`); empty without input.
    package var previewArguments: String = ""
    /// The input's preview values and a preview client for each dependency, as arguments of an
    /// entry point that takes both: `post: .init(…), news: PreviewNewsClient()`.
    package var previewEntryArguments: String = ""
    /// The input's fields as the parameters of an initializer that takes them, with their
    /// defaults: `article: String, count: Int = 1`; empty without input.
    package var inputParameters: String = ""
    /// The input's fields passed on by name: `article: article, count: count`.
    package var inputFieldArguments: String = ""
    /// The input's fields read from an `input` value and passed on: `article: input.article`.
    package var inputValueArguments: String = ""
    /// The dependencies as the parameters of a function that takes them: `catalog: CatalogClient,
    /// orders: OrdersClient`; empty without dependencies.
    package var dependencyParameters: String = ""
    /// The dependencies passed on by name, as the arguments of such a function: `catalog: catalog,
    /// orders: orders`.
    package var dependencyArguments: String = ""
    /// A preview can build the whole screen: every input field has a preview value and every
    /// dependency a preview client (a client this spec declares; one it only names has none).
    package var hasScreenPreview: Bool = false
    /// `previews:` in featuregen.yml: whether views get a `#Preview` at all.
    package var previews: Bool = true
    package var hasPreviewInput: Bool = false
    /// The input fields no state field reads: an architecture that keeps them for the user's
    /// code (statecontainer's reducer) stores them, so none is dropped.
    package var keptInput: [FieldContext] = []
    package var hasKeptInput: Bool = false
    /// `state:` written as a list: the cases of the state enum, as actions' cases are
    /// (`{{declaration}}`, `{{name}}`, `{{sampleValue}}`); empty for a state of fields.
    package var stateCases: [ActionContext] = []
    package var hasStateCases: Bool = false
    /// The case the state starts as, its first: `idle`; empty for a state of fields.
    package var initialStateCase: String = ""
    /// The state the screen starts in, as the arguments of a memberwise initializer that
    /// takes every stored field: `title: item, cartCount: 0` (an input field by its name).
    package var stateArguments: String = ""
    /// The spec's `previews:`, each a state the view is previewed in.
    package var previewPresets: [PreviewPresetContext] = []
    package var hasPreviewPresets: Bool = false
    /// The spec's presets, or one named `default` from the state the screen starts in (the
    /// input's preview values): what a preview that lists presets shows. None when the spec
    /// names none and an input has no preview value to build the starting state with.
    package var snapshotPresets: [PreviewPresetContext] = []
    /// Whether `snapshotPresets` holds any: a view previewed by presets has something to show.
    package var hasSnapshotPresets: Bool = false
    /// The values of the architecture's own spec keys (`SpecOption`), by name; a string with
    /// values also answers a flag per value (`navigationStack`).
    package var options = OptionsContext(values: [:])
    /// The architecture's project settings (`settings:` in its manifest), by name: what
    /// `featuregen.yml`'s block for it sets, or each default (`{{settings.services}}`).
    package var settings = OptionsContext(values: [:])
    /// The flow the feature is a screen of (the architecture's flow option, `flow: Shop`):
    /// the flow's files assemble it and its view navigates with the flow's navigation.
    package var flow: String? = nil
    package var inFlow: Bool = false
    /// In a flow's context: the screen (`itemCatalog`) whose state holder this screen's state
    /// holder tells its outputs, the one that first pushes it when that route handles them.
    package var flowOutputOwner: String? = nil
}

/// What a flow's files are rendered from (a manifest file of `scope: flow`): its screens, each
/// as a feature's context, and what they share.
package struct FlowContext: Sendable {
    /// `Shop`.
    package var flow: String
    /// `shop`.
    package var flowVariable: String
    package var access: String
    package var isPublic: Bool
    /// The modules its screens import, each once.
    package var imports: [String]
    /// Every screen, the root first, then the screens pushed, in the order they are first pushed.
    package var screens: [FeatureContext]
    /// The screen the flow starts at.
    package var root: FeatureContext
    /// The screens the flow pushes: its `Destination` cases.
    package var pushedScreens: [FeatureContext]
    /// The features the screens are, then those their options name (`units: [Cart]`) that are
    /// not screens of the flow, each once, with its spec's options.
    package var features: [FlowFeatureContext]
    /// Some of `features` are not screens of the flow: the flow is given their units.
    package var hasOtherFeatures: Bool = false
    /// The services of every screen, each once by name, in the screens' order.
    package var dependencies: [DependencyContext]
    package var hasDependencies: Bool
    /// The module routes the screens present (a sheet each), in the screens' order.
    package var presentedRoutes: [RouteContext]
    package var hasPresentedRoutes: Bool
    /// The architecture's project settings (`settings:` in its manifest), by name: what
    /// `featuregen.yml`'s block for it sets, or each default (`{{settings.services}}`).
    package var settings = OptionsContext(values: [:])
}

/// A feature a flow's screens are or name: `{{name}}`, `{{variable}}`, `{{specOptions}}` as a
/// `FeatureReferenceContext`'s, and whether it is a screen of the flow.
package struct FlowFeatureContext: Sendable {
    package var name: String
    package var variable: String
    package var specOptions: OptionsContext
    package var isScreen: Bool
}

/// A state a view is previewed in (`previews: { cartIsEmpty: { cartCount: "0" } }`).
package struct PreviewPresetContext: Sendable {
    /// As a case: `cartIsEmpty`, `` `default` ``.
    package var name: String
    /// As text: `cartIsEmpty`, `default`.
    package var rawName: String
    /// Every stored field, the preset's value or the one the screen starts with, as the
    /// arguments of a memberwise initializer: `items: [], cartCount: 3`.
    package var arguments: String
    /// The input's preview values, as the arguments of an initializer that takes the input.
    package var inputArguments: String
    /// The fields the preset sets, as assignments to a `state` built from the input:
    /// `state.cartCount = 3`.
    package var assignments: [String]
    package var hasAssignments: Bool
}

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

/// How the feature's tests are written (featuregen.yml's `tests:`, `testFramework:`,
/// `testedModule:`): `{{#testing.swiftTesting}}`, `{{testing.fail}}("…")`.
package struct TestingContext: Sendable {
    package var swiftTesting: Bool
    package var xctest: Bool
    /// The call that fails a test with a message: `Issue.record`, `XCTFail`.
    package var fail: String
    /// The module to `@testable import`; empty when the tests compile with the features.
    package var testedModule: String
    package var hasTestedModule: Bool

    package init(framework: ProjectConfig.TestFramework, testedModule: String?) {
        swiftTesting = framework == .swiftTesting
        xctest = framework == .xctest
        fail = framework == .swiftTesting ? "Issue.record" : "XCTFail"
        self.testedModule = testedModule ?? ""
        hasTestedModule = testedModule != nil
    }
}

package struct OutputContext: Sendable {
    package var name: String
    /// The argument label that passes it at a call site (`{{label}}: {{name}}`): the name,
    /// bare even for a keyword other than `inout`.
    package var label: String = ""
    /// `@Sendable (_ productId: UUID, _ isLiked: Bool) -> Void`.
    package var type: String
    /// The parameter of the public initializer: `didChangeLike: @escaping @Sendable (…) -> Void`.
    package var parameter: String
    /// The output as an enum case: `didChangeLike(productId: UUID, isLiked: Bool)`.
    package var caseDeclaration: String
    /// The output as a method, after `func`: `didChangeLike(productId: UUID, isLiked: Bool)`,
    /// `didSelect(_ value: String)`, `didClose()`.
    package var signature: String
    /// The names a closure binds the output's values to: `productId, isLiked`; empty for none.
    package var closureParameters: String = ""
    package var hasParameters: Bool = false
    /// The output as a string a test spy records: `didChangeLike(\(productId), \(isLiked))`.
    package var recordedCall: String = ""
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

/// A dependency named by a key path: `@Dependency(\.date.now) var now`.
package struct KeyPathDependencyContext: Sendable {
    /// The property: `now`.
    package var name: String
    /// `\.date.now`.
    package var keyPath: String
    /// The argument label that passes it at a call site (`{{label}}: {{name}}`): the name,
    /// bare even for a keyword other than `inout`.
    package var label: String = ""
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

package struct ActionContext: Sendable {
    package var name: String
    /// The case as declared after `case`: `select(index: Int, animated: Bool)`.
    package var declaration: String
    /// The switch pattern after `case`: `let .select(index, animated)` or `.viewDidLoad`.
    package var pattern: String
    /// The same pattern inside another case's parentheses, binding each value where it is:
    /// `.select(let index, let animated)`, for `case .view(.select(let index, let animated)):`.
    package var nestedPattern: String = ""
    /// The private handler's name and parameters: `select(index: Int, animated: Bool)`.
    package var handlerSignature: String
    /// The call in `handle(_:)`: `select(index: index, animated: animated)`.
    package var handlerCall: String
    /// The same call as a method whose parameter is `action` writes it: after `self.` when
    /// `action` or one of the case's values has the handler's name, which would hide it.
    package var qualifiedHandlerCall: String = ""
    /// The case with its values bound to their names, as sent: `handlerCall`, or the bare name
    /// without values (`.screen(.cartDidBuy(itemCount: itemCount))`, `.screen(.cartDidClose)`).
    package var boundCase: String = ""
    /// The stub's statements; a route of the same name is called (`await router?.dismiss()`).
    package var body: [String]
    /// The route of the same name that takes the same values, which the action triggers.
    package var route: RouteContext?
    /// The case with natural values, as a test or preview sends it: `.select(index: 0, animated:
    /// false)`; `hasSampleValue` is false when a value's type has no natural value.
    package var sampleValue: String = ""
    package var hasSampleValue: Bool = false
    /// The handler called with those values, as a view calls it: `updatePosition(for: 0)`.
    package var sampleCall: String = ""
    /// The route's `arguments` with those values, as a test builds what the route opens:
    /// `article: ""` (`{{route.module}}.State({{sampleRouteArguments}})`).
    package var sampleRouteArguments: String = ""
    /// The name with its first letter uppercased, for names built on it: `testSelect`.
    package var upperName: String = ""
    /// `cancellable: timer`: the action's effect runs long and is cancelled by that id.
    package var isCancellable: Bool = false
    /// `cancellable: { …, cancelInFlight: true }`: running it again cancels the one in flight.
    package var cancelsInFlight: Bool = false
    package var cancellableID: String = ""
    /// `cancels: timer`: the action cancels the effect of that id.
    package var isCancelling: Bool = false
    package var cancelledID: String = ""
}

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
}

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
    package var moduleDependencies: [DependencyContext] = []
    package var hasModuleDependencies: Bool = false
    /// The opened feature has a `dismiss` route, so it is given how it closes (vsurf's
    /// `dismiss:`); one without closes only as its opener closes it.
    package var moduleDismisses: Bool = false
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
    /// TCA's `ButtonState` arguments: `role: .destructive, action: .confirmDeletion`, or empty.
    package var buttonStateArguments: String
    package var hasButtonStateArguments: Bool
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
}

/// A service the feature uses: `catalog: CatalogClient`.
package struct DependencyContext: Sendable {
    /// The property: `catalog`.
    package var name: String
    /// The argument label that passes it at a call site (`{{label}}: {{name}}`): the name,
    /// bare even for a keyword other than `inout`.
    package var label: String = ""
    /// `CatalogClient`.
    package var type: String
    /// `catalog: CatalogClient`, with a comma unless last.
    package var parameter: String
    /// The client is declared by this feature's spec, with its endpoints.
    package var isDeclared: Bool
    /// A spec of the project declares the client, so `Preview<Type>()` exists.
    package var hasPreview: Bool
    package var endpoints: [EndpointContext]
    /// The name with its first letter uppercased, for names built on it: `makeCatalog`.
    package var upperName: String = ""
    /// The type is a protocol: a client a feature of a builder-injected architecture declares
    /// (`protocol OrdersClient`, with `PreviewOrdersClient`). TCA cannot key its dependency
    /// values by a protocol (`@Dependency(OrdersClient.self)`), so it reads it by `protocolKey`.
    package var isProtocol: Bool = false
    /// `OrdersClientKey`: the key of a protocol client in the dependency values, which a TCA
    /// feature that uses it declares; `` for another client.
    package var protocolKey: String = ""
    /// What a dependency container reads it by, as TCA's `@Dependency(…)` takes it: `\.catalog`
    /// for a client this spec declares, `OrdersClientKey.self` for a protocol client, else
    /// `CatalogClient.self`.
    package var dependencyKey: String = ""
}

/// One operation of a client: `fetchItems: "(page: Int) async throws -> [Item]"`.
package struct EndpointContext: Sendable {
    package var name: String
    /// The argument label that passes it at a call site, as a closure of the client's
    /// initializer (`{{label}}: { … }`): the name, bare even for a keyword other than `inout`.
    package var label: String = ""
    /// As a stored closure's type: `@Sendable (_ page: Int) async throws -> [Item]`.
    package var closureType: String
    /// As a method, after `func`: `fetchItems(page: Int) async throws -> [Item]`.
    package var signature: String
    /// The method's parameters: `page: Int`; a closure's values bound by name: `page`.
    package var parameters: String
    package var closureParameters: String
    package var hasParameters: Bool
    /// The method called with the values bound to their names: `fetchItems(page: page)`; the
    /// closure called: `fetchItems(page)`.
    package var call: String
    package var closureCall: String
    /// ` async throws`, ` async`, or ``; and the call's prefix: `try await `.
    package var effects: String
    package var callPrefix: String
    package var isAsync: Bool
    package var isThrowing: Bool
    /// `[Item]`, or `Void`.
    package var returnType: String
    package var hasReturn: Bool
    /// What a preview or stub returns (`preview:`, or the type's natural value: `[]`); `` for Void.
    package var previewValue: String
}

/// The context of the runtime file and of the starter spec.
package struct ProjectContext: Sendable {
    package var access: String
    package var isPublic: Bool
    package var combine: Bool
    package var observable: Bool
    /// For the starter spec of `featuregen new`.
    package var feature: String
    /// For the starter spec: the spec schema `init` writes, relative to the specs folder.
    package var schemaPath: String = ""
    /// For the starter spec: the architecture it names; nil for the project's.
    package var architecture: String?
    package var testing = TestingContext(framework: .swiftTesting, testedModule: nil)
    /// The architecture's project settings (`settings:` in its manifest), by name: what
    /// `featuregen.yml`'s block for it sets, or each default (`{{settings.services}}`).
    package var settings = OptionsContext(values: [:])
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

/// `{{options.navigation}}`, and `{{#options.navigationStack}}` for `navigation: stack`.
package struct OptionsContext: Sendable {
    package var values: [String: SpecOptionValue]
    /// The options of kind `cases`, as the actions' context (`{{#options.feedback}}{{declaration}}`).
    package var cases: [String: [ActionContext]]
    /// The options of kind `fields`, as the input's context (`{{#options.unit.outputs}}{{name}}: {{type}}`).
    package var fields: [String: [FieldContext]] = [:]
    /// The options of kind `features`: each feature named, with its options.
    package var features: [String: [FeatureReferenceContext]] = [:]
    /// The options of kind `object`, each an options context of its own (`{{#options.unit.shared}}`).
    package var objects: [String: OptionsContext] = [:]

    package init(values: [String: SpecOptionValue], cases: [String: [ActionContext]] = [:]) {
        self.values = values
        self.cases = cases
    }
}

/// A feature an option names (`units: [Cart]`): `{{name}}` (`Cart`), `{{variable}}` (`cart`),
/// and the options its own spec gives (`{{#specOptions.unit.commands}}`, named apart from the
/// feature's own `options`); none for a feature no spec of the project declares.
package struct FeatureReferenceContext: Sendable {
    package var name: String
    package var variable: String
    package var specOptions: OptionsContext
}

/// The alert routes shown one way: `{{#alertStyles}}case {{property}}({{stateType}}<{{typeName}}>){{/alertStyles}}`.
package struct AlertStyleContext: Sendable {
    /// `alert` or `confirmationDialog`: the state's property, the action's case and the view's
    /// modifier.
    package var property: String
    /// `Alert` or `ConfirmationDialog`: the enum of what its buttons send.
    package var typeName: String
    /// `AlertState` or `ConfirmationDialogState`.
    package var stateType: String
    /// `alerts` or `confirmation dialogs`, for comments.
    package var noun: String
    /// `alert` or `confirmation dialog`, for comments.
    package var singular: String
    /// `Alerts` or `Confirmation Dialogs`, for a `// MARK: -`.
    package var heading: String
    /// What the state's builder is called with before its title: `(titleVisibility: .visible)`
    /// for a dialog, whose title SwiftUI hides unless told; empty for an alert.
    package var builderArguments: String
    package var routes: [RouteContext]
    /// The actions of its buttons, each once, in the order the routes give them.
    package var actions: [String]
    package var hasActions: Bool
}
