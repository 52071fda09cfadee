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
    /// vsurf: the services a sheet passes on to the module it presents, which the flow keeps.
    package var passedDependencies: [DependencyContext] = []
    package var hasPassedDependencies: Bool = false
    /// The module routes the screens present (a sheet each), in the screens' order.
    package var presentedRoutes: [RouteContext]
    package var hasPresentedRoutes: Bool
    /// The units the flow's `Units` makes lazily, each once for its identity: those two screens
    /// share, or a sheet hands on.
    package var madeUnits: [MadeUnitContext] = []
    package var hasMadeUnits: Bool = false
    /// The services the made units' factories take, which `Units` keeps.
    package var madeUnitDependencies: [DependencyContext] = []
    /// The features outside the flow whose units, handed in, a sheet hands on: the flow keeps them.
    package var keptUnits: [FeatureReferenceContext] = []
    package var hasKeptUnits: Bool = false
    /// The root has an output, or a pushed screen's output goes to the screen that pushes it:
    /// the flow sets the state holders' outputs when it appears.
    package var hasOutputs: Bool = false
    /// The alert routes of every screen by how they are shown, each route with its `screen`.
    package var alertStyles: [AlertStyleContext] = []
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

extension FlowContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "flow": .text(\.flow),
        "flowVariable": .text(\.flowVariable),
        "access": .text(\.access),
        "isPublic": .flag(\.isPublic),
        "imports": .texts(\.imports),
        "screens": .objects(\.screens),
        "root": .object(\.root),
        "pushedScreens": .objects(\.pushedScreens),
        "features": .objects(\.features),
        "hasOtherFeatures": .flag(\.hasOtherFeatures),
        "dependencies": .objects(\.dependencies),
        "hasDependencies": .flag(\.hasDependencies),
        "passedDependencies": .objects(\.passedDependencies),
        "hasPassedDependencies": .flag(\.hasPassedDependencies),
        "presentedRoutes": .objects(\.presentedRoutes),
        "hasPresentedRoutes": .flag(\.hasPresentedRoutes),
        "madeUnits": .objects(\.madeUnits),
        "hasMadeUnits": .flag(\.hasMadeUnits),
        "madeUnitDependencies": .objects(\.madeUnitDependencies),
        "keptUnits": .objects(\.keptUnits),
        "hasKeptUnits": .flag(\.hasKeptUnits),
        "hasOutputs": .flag(\.hasOutputs),
        "alertStyles": .objects(\.alertStyles),
        "settings": .object(\.settings, schemaName: TemplateSchema.settings),
    ]
}

extension FlowFeatureContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "variable": .text(\.variable),
        "specOptions": .object(\.specOptions),
        "isScreen": .flag(\.isScreen),
    ]
}

/// A unit a vsurf ViewGroup's `Units` makes: `{{name}}` (`cartUnit`), `{{factory}}`
/// (`VSURFServices.Units.cart()`).
package struct MadeUnitContext: Sendable {
    package var name: String
    package var factory: String
}

extension MadeUnitContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "factory": .text(\.factory),
    ]
}

/// A vsurf unit's command for a task an action `cancels:`: `{{name}}` (`cancelFetchPage`),
/// `{{task}}` (the effect's, `fetchPageTask`), `{{loadingOutputs}}` (`isLoading`), each sent false.
package struct UnitCancelContext: Sendable {
    package var name: String
    package var task: String
    package var loadingOutputs: [String]
}

extension UnitCancelContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "task": .text(\.task),
        "loadingOutputs": .texts(\.loadingOutputs),
    ]
}
