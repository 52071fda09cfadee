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
    /// The routes (but custom ones) that no action of theirs calls: vsurf's view navigates
    /// with a method of the route's name.
    package var actionlessRoutes: [RouteContext] = []
    /// Subviews with state or actions of their own (neither static nor whole): child features
    /// in architectures that compose features.
    package var componentSubviews: [SubviewContext]
    /// Component subviews with actions of their own (a child feature, where an architecture
    /// has them), and those that only show values.
    package var actionSubviews: [SubviewContext]
    package var valueSubviews: [SubviewContext]
    /// The children that show values computed from the parent's fields (`syncedFields`).
    package var syncedSubviews: [SubviewContext] = []
    /// TCA: the values children show computed from the state's fields, each with the
    /// assignments the body's `onChange(of:)` makes when it changes.
    package var childSyncs: [ChildSyncContext] = []
    /// TCA: the state's fields a child keeps in its own state (`isChildOwned`).
    package var keptFields: [StateFieldContext] = []
    package var hasChildSyncs: Bool = false
    /// TCA: a derived property for each such value that is an expression, not a name.
    package var childDerived: [ChildDerivedContext] = []
    /// TCA's tests: an action a test can send opens a feature that reports, as a delegate action
    /// (`outputs: delegate`), an output the route handles, so a test sends that output through
    /// the opened feature's state.
    package var hasTestedRouteOutputs: Bool = false
    /// Whether an action shows an alert with buttons that send actions, which are tested.
    package var hasTestedAlertButtons: Bool = false
    /// Some action's route opens a feature (`outputs: closures` or `protocol`) whose outputs a
    /// test reports back (`reportedOutputs`).
    package var hasReportedRouteOutputs: Bool = false
    /// Some action's route opens a feature (`outputs: feedback`) whose outputs a test reports
    /// back (`feedbackOutputs`).
    package var hasFeedbackOutputs: Bool = false
    /// mvi: the module routes whose router builds the opened feature's Output in a static
    /// function (`reportsResults`).
    package var resultRoutes: [RouteContext] = []
    /// mvi: the handlers of those routes' outputs, each once: the requirements of the
    /// feature's Results protocol (`CatalogResults`).
    package var resultHandlers: [ActionContext] = []
    /// Some action's route is one of them, with outputs a test reports back (`resultOutputs`).
    package var hasResultOutputs: Bool = false
    /// The module routes that build the opened feature's Output in a property of their own
    /// (`hasClosureOutputs`).
    package var closureOutputRoutes: [RouteContext] = []
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
    /// The tasks a builder-injected feature keeps its effects' calls in (`newsTask`), each once.
    package var effectTasks: [String] = []
    /// Of `effectTasks`, those whose calls run side by side (no `cancelInFlight`): a feature
    /// keeps every call of these (`onAppearTasks`), to cancel them all.
    package var concurrentEffectTasks: [String] = []
    /// Of `effectTasks`, those of which at most one call runs (`cancelInFlight: true`).
    package var singleEffectTasks: [String] = []
    /// Some action calls an endpoint (`effect:`).
    package var hasEffects = false
    /// The state fields the effects write (`set:`, `loading:`, `failure:`), each once.
    package var effectFields: [EffectFieldContext] = []
    /// The actions that call an endpoint (`effect:`), in order.
    package var effectActions: [ActionContext] = []
    /// An action with a sample calls, through a client its tests set, an endpoint that throws
    /// and whose result comes back (`EffectContext.isFailureTestable`): tca tests its failure.
    package var hasFailureTests = false
    /// An action has a `cancelTest`: the tests declare `HangingCall`, the double of the call
    /// it cancels.
    package var hasCancelTests = false
    /// The sent actions that call no endpoint: what a test of an effect leaves to the others.
    package var sentActionsWithoutEffects: [ActionContext] = []
    /// What the screen's body shows before the user writes it.
    package var firstBody = FirstBodyContext(
        rows: [], loading: "", hasLoading: false, failure: "", hasFailure: false, buttons: [], isEmpty: true, hasOwnViews: false)
    /// The actions the view sends: every action but the responses of effects.
    package var sentActions: [ActionContext] = []
    /// The actions that are the responses of effects (`response:`), which only the feature's
    /// own effects send.
    package var responseActions: [ActionContext] = []
    package var hasResponseActions = false
    /// What the feature sends itself, never its view: the responses of its effects, then the
    /// handlers of what the screens it opens report (`routeOutputs`' handlers); a state
    /// container's private `Feedback` cases.
    package var internalActions: [ActionContext] = []
    package var hasInternalActions = false
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
    /// The routes send actions back to the feature: the outputs of opened features it
    /// handles, or the actions of its alerts' buttons.
    package var routesSendActions: Bool = false
    /// The alert routes whose `alert:` lists buttons.
    package var buttonAlertRoutes: [RouteContext] = []
    package var hasButtonAlertRoutes: Bool = false
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
    /// Module routes shown as a sheet (`presentation: present`), not pushed.
    package var hasPresentRoutes: Bool
    /// A module route hands the opened feature units this one holds (a route's `passesUnits`),
    /// so the feature keeps them for its identity.
    package var passesUnits: Bool = false
    /// vsurf: what the ViewGroup makes its state holder with, a unit a line: made there
    /// (`cartUnit: VSURFServices.Units.cart()`), from its `Units` (`cartUnit: units.cartUnit`),
    /// or as it was handed in (`cartUnit: cartUnit`).
    package var unitArguments: [String] = []
    /// vsurf: the units the ViewGroup's `Units` makes lazily, each once for its identity: its
    /// own, when a route hands it on.
    package var madeUnits: [MadeUnitContext] = []
    package var hasMadeUnits: Bool = false
    /// vsurf: the services the made units' factories take, which `Units` keeps.
    package var madeUnitDependencies: [DependencyContext] = []
    /// vsurf: the feature's shared unit, handed in, is handed on by a route: the ViewGroup keeps it.
    package var keepsOwnUnit: Bool = false
    /// vsurf: the features of `units:` whose units a route hands on: the ViewGroup keeps them.
    package var keptUnits: [FeatureReferenceContext] = []
    /// vsurf: `keepsOwnUnit`, or some `keptUnits`.
    package var hasKeptUnits: Bool = false
    /// vsurf: the unit's command per task an action `cancels:` (`cancelFetchPage()`).
    package var unitCancels: [UnitCancelContext] = []
    package var hasUnitCancels: Bool = false
    /// vsurf: the effect actions whose command the unit declares, a command once: of effects
    /// that call one endpoint alike, the first.
    package var unitEffects: [ActionContext] = []
    /// vsurf: the response actions the unit reports through, without those of the effects whose
    /// command an earlier one declares.
    package var unitResponseActions: [ActionContext] = []
    package var hasUnitResponseActions = false
    /// vsurf: those whose effect says what a success does next (`then:`): the unit publishes the
    /// success (`fetchSucceeded`), and the state holder reports it to the owner.
    package var unitSuccesses: [ActionContext] = []
    /// vsurf: one of those closes the screen (`then:` ends with `dismiss`): the state holder
    /// sends its `dismissal`, on which its ViewGroup closes the screen.
    package var dismissesOnSuccess: Bool = false
    /// vsurf: what the state holder's `subscribe()` maps into the state: each field an effect
    /// writes (`effectFields`), then each of the unit's declared `outputs:` that a stored `var` of
    /// the state has the name and type of, then each such publisher of a unit of `units:`.
    package var subscribedOutputs: [EffectFieldContext] = []
    /// vsurf: the units the ViewGroup's preview hands it, from the services factory with preview
    /// clients (`cartUnit: VSURFServices.Units.cart(news: PreviewNewsClient())`).
    package var previewUnitArguments: [String] = []
    /// Module routes pushed on the navigation stack the screen is on.
    package var hasPushRoutes: Bool
    /// The action sent when the view appears (`viewDidLoad` or `onAppear`, if declared).
    package var appearAction: String?
    /// The method that handles `appearAction` (its `handler:`, or its name), for architectures
    /// whose views call it rather than send the action.
    package var appearHandler: String?
    /// The action sent each time the view disappears (`viewDidDisappear` or `onDisappear`, if
    /// declared): where a spec cancels what the screen started (`cancels:`).
    package var disappearAction: String?
    /// The method that handles `disappearAction`, as `appearHandler` for `appearAction`.
    package var disappearHandler: String?
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
    /// The services its effects call, which a generated test replaces with doubles.
    package var effectClients: [DependencyContext] = []
    package var hasEffectClients: Bool = false
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
    /// code (statecontainer's reducer, mvvm's view model) stores them, so none is dropped.
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
