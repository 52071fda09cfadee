/// The values templates see, documented for people who write their own templates
/// (README, "Writing templates"). Every string is ready Swift: templates place text, they
/// do not compute it. Types named in `types:` are already qualified where they need to be
/// (`ProductCard.ViewState.Position` outside the state).
public struct FeatureContext: Sendable {
    /// `ProductCard`.
    public var feature: String
    /// The feature's name as a variable or function: `productCard`.
    public var featureVariable: String
    /// `""` or `"public "`, to put before declarations.
    public var access: String
    public var isPublic: Bool
    public var combine: Bool
    public var observable: Bool
    /// Modules to import besides the templates' own (`imports:` in the spec).
    public var imports: [String]
    public var input: [FieldContext]
    public var output: [OutputContext]
    /// Stored fields.
    public var state: [StateFieldContext]
    /// Computed properties of the state (`derived:`).
    public var derived: [DerivedFieldContext]
    public var types: [TypeContext]
    public var actions: [ActionContext]
    public var subviews: [SubviewContext]
    /// Subviews that have actions: the view model's nested handlers.
    public var subviewHandlers: [SubviewContext]
    /// Subviews with state or actions of their own (neither static nor whole): child features
    /// in architectures that compose features.
    public var componentSubviews: [SubviewContext]
    /// Component subviews with actions of their own (a child feature, where an architecture
    /// has them), and those that only show values.
    public var actionSubviews: [SubviewContext]
    public var valueSubviews: [SubviewContext]
    /// Value subviews with writable fields: where child features have stores of their own, the
    /// feature's own view is the one that hands these a binding to its state.
    public var bindingValueSubviews: [SubviewContext]
    public var routes: [RouteContext]
    /// Routes to other features (`module:`), alerts, and whether `dismiss` is a route: for
    /// architectures that declare a destination per module or one alert state.
    public var moduleRoutes: [RouteContext]
    /// Module routes by the architecture of the feature they open: `{{#moduleRoutesTo.tca}}`,
    /// and those to features of any other architecture or none (`{{#moduleRoutesNotTo.tca}}`).
    public var moduleRoutesTo: RoutesByArchitecture
    public var moduleRoutesNotTo: RoutesByArchitecture
    /// The same for the module routes that push (`presentation: push`) and those that present:
    /// `{{#pushRoutesTo.tca}}` for a navigation stack's path, `{{#presentRoutesTo.tca}}` for a
    /// destination presented from the state.
    public var pushRoutesTo: RoutesByArchitecture
    public var presentRoutesTo: RoutesByArchitecture
    public var alertRoutes: [RouteContext]
    /// The outputs of opened features that this feature handles (a route's `output:`), over
    /// all its routes: one handler each (an action case, an intent method, a feedback).
    public var routeOutputs: [RouteOutputContext]
    public var hasRouteOutputs: Bool
    public var hasModuleRoutes: Bool
    public var hasAlertRoutes: Bool
    public var hasDismissRoute: Bool
    /// Module or alert routes: something is presented from this feature's state.
    public var hasPresentedRoutes: Bool
    /// The action sent when the view appears (`viewDidLoad` or `onAppear`, if declared).
    public var appearAction: String?
    public var hasDerived: Bool
    public var hasImports: Bool
    public var hasInput: Bool
    public var hasOutput: Bool
    public var hasSubviews: Bool
    public var hasTypes: Bool
    public var hasRoutes: Bool
    public var hasActionHandlers: Bool
    public var hasSubviewHandlers: Bool
    /// `Action` has cases (its own or subviews'); an empty one gets an empty `handle(_:)`.
    public var hasActionCases: Bool
    /// Set while rendering one `Components/<Subview>.swift` file: the subview it is for.
    public var subview: SubviewContext?
    /// Set while rendering a file the manifest writes once per route: the route it is for.
    public var route: RouteContext?
    /// The services the feature uses (`dependencies:`), and those whose client it declares.
    public var dependencies: [DependencyContext] = []
    public var declaredDependencies: [DependencyContext] = []
    public var hasDependencies: Bool = false
    /// Set while rendering a file the manifest writes once per declared client.
    public var dependency: DependencyContext?
    /// The values of the architecture's own spec keys (`SpecOption`), by name; a string with
    /// values also answers a flag per value (`navigationStack`).
    public var options = OptionsContext(values: [:])
}

public struct FieldContext: Sendable {
    public var name: String
    public var type: String
    /// The parameter text for an initializer: `article: String`, with a comma unless last.
    public var parameter: String
}

public struct OutputContext: Sendable {
    public var name: String
    /// `@Sendable (_ productId: UUID, _ isLiked: Bool) -> Void`.
    public var type: String
    /// The parameter of the public initializer: `didChangeLike: @escaping @Sendable (…) -> Void`.
    public var parameter: String
    /// The output as an enum case: `didChangeLike(productId: UUID, isLiked: Bool)`.
    public var caseDeclaration: String
    /// The output as a method, after `func`: `didChangeLike(productId: UUID, isLiked: Bool)`,
    /// `didSelect(_ value: String)`, `didClose()`.
    public var signature: String
}

public struct StateFieldContext: Sendable {
    public var name: String
    public var type: String
    /// The type as written outside the state, where the spec's types need their qualified
    /// name (`ProductCard.ViewState.Position`).
    public var outsideType: String
    /// The right-hand side in `init(input:)`: `input?.article ?? ""`.
    public var initialValue: String
    /// The input field the state starts from (`input: article`), as a parameter name; nil
    /// when it starts from `initial`. (Not `input`: a nil value would let Mustache find the
    /// feature's `input` list instead.)
    public var fromInput: String?
    /// The Swift expression the field starts with when no input supplies it (`initial:`, or
    /// the type's natural value); nil when an input always does.
    public var initial: String?
}

public struct DerivedFieldContext: Sendable {
    public var name: String
    public var type: String
    /// The type as written outside the state.
    public var outsideType: String
    /// The Swift expression the property returns, evaluated in the state.
    public var expression: String
}

public struct TypeContext: Sendable {
    public var name: String
    public var isEnum: Bool
    /// `Hashable, Sendable`; empty for a type that conforms to nothing (`conforms: []`).
    public var conformances: String
    /// What follows the type's name: `: Hashable, Sendable`, or nothing — `{{name}}{{conformanceClause}}`
    /// never leaves a colon without a protocol after it.
    public var conformanceClause: String
    /// Enum cases, as declared after `case`: `loaded([Int])`.
    public var cases: [String]
    public var fields: [FieldContext]
    public var hasFields: Bool
}

public struct ActionContext: Sendable {
    public var name: String
    /// The case as declared after `case`: `select(index: Int, animated: Bool)`.
    public var declaration: String
    /// The switch pattern after `case`: `let .select(index, animated)` or `.viewDidLoad`.
    public var pattern: String
    /// The same pattern inside another case's parentheses, binding each value where it is:
    /// `.select(let index, let animated)`, for `case .view(.select(let index, let animated)):`.
    public var nestedPattern: String = ""
    /// The private handler's name and parameters: `select(index: Int, animated: Bool)`.
    public var handlerSignature: String
    /// The call in `handle(_:)`: `select(index: index, animated: animated)`.
    public var handlerCall: String
    /// The stub's statements; a route of the same name is called (`await router?.dismiss()`).
    public var body: [String]
    /// The route of the same name that takes the same values, which the action triggers.
    public var route: RouteContext?
}

public struct SubviewContext: Sendable {
    public var name: String
    /// The state's projection and the view's property: `navigationHeader`.
    public var property: String
    /// The parent action case: `onNavigationHeaderAction`.
    public var caseName: String
    /// The view model's handler: `handleNavigationHeader`.
    public var handler: String
    public var isBinding: Bool
    public var hasState: Bool
    public var hasActions: Bool
    /// Neither state nor actions: the subview is built as `Name()`.
    public var isStatic: Bool
    /// Gets the module's whole state and reducer: built as `Name(state: state, reducer: reducer)`.
    public var isWhole: Bool
    public var fields: [SubviewFieldContext]
    /// Statements of the projection's setter: `currentSlidingStep = newValue.currentStep`.
    public var writeBacks: [String]
    public var hasWriteBacks: Bool
    public var actions: [ActionContext]
    /// What the view passes as `state:`: `state.navigationHeader` or `$state.imageSliderAssembly`.
    public var stateArgument: String
}

public struct SubviewFieldContext: Sendable {
    public var name: String
    public var type: String
    /// `let` or `var` (writable fields of a binding subview).
    public var keyword: String
    /// The projection's argument: `currentStep: currentSlidingStep`, with a comma unless last.
    public var argument: String
    /// The same for an initializer of the state, where derived fields cannot be read yet: their
    /// expressions inlined (`opacity: (position == .top ? 1 : 0)`).
    public var initialArgument: String
    public var parameter: String
    /// Where the value comes from in the parent's state: a field's name, or an expression.
    public var source: String
    /// The subview writes it back to the parent's field (`writable: true`).
    public var isWritable: Bool
}

public struct RouteContext: Sendable {
    public var name: String
    /// `productDetails(article: String)`.
    public var signature: String
    /// `article: article`.
    public var arguments: String
    /// The route has values: `arguments` is not empty (`View({{arguments}}{{#hasArguments}}, {{/hasArguments}}…)`).
    public var hasArguments: Bool = false
    /// The route as an enum case: `productDetails(article: String)`, or `close` without values.
    public var caseDeclaration: String
    /// That case with the route's values: `productDetails(article: article)`, or `close`.
    public var caseValue: String
    /// A pattern that matches the case and binds its values by their labels:
    /// `let .productDetails(article)`, or `.close`.
    public var casePattern: String
    public var isDismiss: Bool
    public var isModule: Bool
    public var isAlert: Bool
    public var isCustom: Bool
    public var module: String
    public var isPush: Bool
    public var isPresent: Bool
    /// For alerts: the message argument (`message`) or `nil` when the route has none.
    public var alertMessage: String
    /// For alerts: the route takes a `message`.
    public var hasAlertMessage: Bool
    /// For a module: the architecture of the feature it opens (`{{#moduleIs.tca}}`); no flag
    /// is set for a module no spec declares.
    public var moduleIs: ArchitectureFlags
    /// The opened feature's outputs this route handles (`output: [didBuy]`).
    public var outputs: [RouteOutputContext] = []
    public var hasOutputs: Bool = false
    /// Every output of the opened feature, in the order it declares them, handled or not: an
    /// Output built from closures gives each one (`{ _ in }` for those the route ignores).
    public var moduleOutputs: [ModuleOutputContext] = []
}

/// One output of the feature a route opens, whether the opener handles it or not.
public struct ModuleOutputContext: Sendable {
    /// The opened feature's output: `didBuy`.
    public var name: String
    /// How the route handles it; nil when the route does not.
    public var handled: RouteOutputContext?
    /// A closure that ignores the output's values: `{ _ in }`, `{ _, _ in }`, or `{}`.
    public var ignoringClosure: String
    /// The output as a method, after `func`: `didBuy(itemCount: Int)` (an output protocol's
    /// requirement, which an opener implements).
    public var signature: String = ""
}

/// One output of an opened feature and the opener's handler for it: Cart's `didBuy`, handled
/// by Catalog's `cartDidBuy(itemCount:)`.
public struct RouteOutputContext: Sendable {
    /// The opened feature's output: `didBuy`.
    public var output: String
    /// That output as a case pattern in the opened feature's terms, binding its values:
    /// `let .didBuy(itemCount)` (a tca delegate action, an mvi action enum).
    public var outputPattern: String
    /// That output as a method of the opened feature's output protocol, after `func`:
    /// `didBuy(itemCount: Int)` (vsurf's `Cart.Output`, which the opener implements).
    public var outputSignature: String = ""
    /// The opener's handler, as an action with the output's values: `{{handler.declaration}}`
    /// is `cartDidBuy(itemCount: Int)`, `{{handler.handlerCall}}` `cartDidBuy(itemCount: itemCount)`.
    public var handler: ActionContext
    /// The names a closure binds the output's values to: `itemCount`, or `` with no values.
    public var closureParameters: String
    public var hasParameters: Bool
    /// The route and the feature it opens: `openCart`, `Cart`.
    public var route: String
    public var module: String
}

/// A service the feature uses: `catalog: CatalogClient`.
public struct DependencyContext: Sendable {
    /// The property: `catalog`.
    public var name: String
    /// `CatalogClient`.
    public var type: String
    /// `catalog: CatalogClient`, with a comma unless last.
    public var parameter: String
    /// The client is declared by this feature's spec, with its endpoints.
    public var isDeclared: Bool
    public var endpoints: [EndpointContext]
}

/// One operation of a client: `fetchItems: "(page: Int) async throws -> [Item]"`.
public struct EndpointContext: Sendable {
    public var name: String
    /// As a stored closure's type: `@Sendable (_ page: Int) async throws -> [Item]`.
    public var closureType: String
    /// As a method, after `func`: `fetchItems(page: Int) async throws -> [Item]`.
    public var signature: String
    /// The method's parameters: `page: Int`; a closure's values bound by name: `page`.
    public var parameters: String
    public var closureParameters: String
    public var hasParameters: Bool
    /// The method called with the values bound to their names: `fetchItems(page: page)`; the
    /// closure called: `fetchItems(page)`.
    public var call: String
    public var closureCall: String
    /// ` async throws`, ` async`, or ``; and the call's prefix: `try await `.
    public var effects: String
    public var callPrefix: String
    public var isAsync: Bool
    public var isThrowing: Bool
    /// `[Item]`, or `Void`.
    public var returnType: String
    public var hasReturn: Bool
    /// What a preview or stub returns (`preview:`, or the type's natural value: `[]`); `` for Void.
    public var previewValue: String
}

/// The context of the runtime file and of the starter spec.
public struct ProjectContext: Sendable {
    public var access: String
    public var isPublic: Bool
    public var combine: Bool
    public var observable: Bool
    /// For the starter spec of `featuregen new`.
    public var feature: String
    /// For the starter spec: the spec schema `init` writes, relative to the specs folder.
    public var schemaPath: String = ""
    /// For the starter spec: the architecture it names; nil for the project's.
    public var architecture: String?
}

/// `{{#moduleIs.tca}}`: true for the one architecture named, false for every other.
public struct ArchitectureFlags: Sendable {
    public var architecture: String?

    public init(architecture: String?) {
        self.architecture = architecture
    }
}

/// Module routes filtered by the architecture of the feature each opens.
public struct RoutesByArchitecture: Sendable {
    public var routes: [RouteContext]
    /// Answers the routes to features of *other* architectures.
    public var excluding: Bool

    public init(routes: [RouteContext], excluding: Bool) {
        self.routes = routes
        self.excluding = excluding
    }
}

/// `{{options.navigation}}`, and `{{#options.navigationStack}}` for `navigation: stack`.
public struct OptionsContext: Sendable {
    public var values: [String: SpecOptionValue]
    /// The options of kind `cases`, as the actions' context (`{{#options.feedback}}{{declaration}}`).
    public var cases: [String: [ActionContext]]

    public init(values: [String: SpecOptionValue], cases: [String: [ActionContext]] = [:]) {
        self.values = values
        self.cases = cases
    }
}
