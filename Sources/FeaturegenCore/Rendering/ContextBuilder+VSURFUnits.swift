/// Where a vsurf ViewGroup or flow gets each unit it assembles its screens with, so each
/// services factory runs once for the ViewGroup's identity: a unit one state holder uses is made
/// in that state holder's `@StateObject` autoclosure; one that two state holders share, or that
/// a route hands on to the module it opens, is a lazy property of the ViewGroup's `Units`, one
/// `@StateObject`; a unit handed in by the opener is passed on as it came, and kept as a `let`
/// only when a route hands it on.
extension ContextBuilder {
    /// The services factory a unit is made by (`VSURFServices.Units.cart(news: news)`).
    private func unitFactory(_ variable: String, arguments: String) -> String {
        guard case .string(let services)? = settings["services"] else { return "" }
        return "\(services).Units.\(variable)(\(arguments))"
    }

    /// The units a module route hands the module it opens, by their variables (`cartUnit`).
    static func unitsRead(by route: RouteContext) -> [String] {
        var read: [String] = []
        if case .object(let unit)? = route.moduleOptions.values["unit"], unit["shared"] == .boolean(true) {
            read.append(route.moduleVariable + "Unit")
        }
        if case .features(let names)? = route.moduleOptions.values["units"] {
            read += names.map { SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst($0.name)) + "Unit" }
        }
        return read
    }

    /// The route's unit arguments, each from where the opener keeps it: `units.` for a made one.
    private static func passUnits(in route: inout RouteContext, made: Set<String>) {
        route.unitArguments = unitsRead(by: route).map { made.contains($0) ? "\($0): units.\($0)" : "\($0): \($0)" }
    }

    /// A screen's ViewGroup outside a flow: its own unit and those it is handed.
    func vsurfUnits(of spec: FeatureSpec, into context: inout FeatureContext) {
        context.subscribedOutputs = context.effectFields.map { field in
            var field = field
            field.unitVariable = context.featureVariable + "Unit"
            return field
        }
        context.unitCancels = Self.unitCancels(of: spec, actions: context.actions)
        context.hasUnitCancels = !context.unitCancels.isEmpty
        guard case .object(let unit)? = spec.options["unit"] else { return }
        Self.vsurfCommands(into: &context)
        let own = unit["own"] != .boolean(false)
        let shared = unit["shared"] == .boolean(true)
        let read = Set(context.moduleRoutes.flatMap(Self.unitsRead))
        let ownVariable = context.featureVariable + "Unit"
        var arguments: [String] = []
        var made: Set<String> = []
        if own && !shared {
            if read.contains(ownVariable) {
                made.insert(ownVariable)
                context.madeUnits = [
                    MadeUnitContext(
                        name: ownVariable, factory: unitFactory(context.featureVariable, arguments: context.dependencyArguments))
                ]
                context.madeUnitDependencies = context.dependencies
                arguments.append("\(ownVariable): units.\(ownVariable)")
            } else {
                arguments.append("\(ownVariable): \(unitFactory(context.featureVariable, arguments: context.dependencyArguments))")
            }
        } else if own {
            arguments.append("\(ownVariable): \(ownVariable)")
            context.keepsOwnUnit = read.contains(ownVariable)
        }
        if case .features(let names)? = spec.options["units"] {
            for name in names.map(\.name) {
                let reference = featureReference(name)
                arguments.append("\(reference.variable)Unit: \(reference.variable)Unit")
                if read.contains(reference.variable + "Unit") { context.keptUnits.append(reference) }
            }
        }
        context.unitArguments = arguments
        if own { context.subscribedOutputs += mappedOutputs(of: spec, unit: unit, context: context) }
        context.subscribedOutputs += sharedUnitOutputs(of: spec, context: context, mapped: context.subscribedOutputs)
        previewUnits(of: spec, shared: own && shared, into: &context)
        context.hasMadeUnits = !context.madeUnits.isEmpty
        context.hasKeptUnits = context.keepsOwnUnit || !context.keptUnits.isEmpty
        for index in context.moduleRoutes.indices { Self.passUnits(in: &context.moduleRoutes[index], made: made) }
    }

    /// The unit's command per action with `cancels:`, named after the action: it cancels the
    /// effect's task and ends each loading the cancelled effects set.
    private static func unitCancels(of spec: FeatureSpec, actions: [ActionContext]) -> [UnitCancelContext] {
        actions.filter { !$0.cancelledTask.isEmpty && $0.effect == nil }.map { action in
            UnitCancelContext(
                name: action.name, task: action.cancelledTask,
                loadingOutputs: assignments(action.cancelStatements, of: spec).map(\.output))
        }
    }

    /// The unit's declared `outputs:` that a stored `var` of the state has the name and the type
    /// of (`total: Double`): the state holder's `subscribe()` maps each into the state, as it maps
    /// an effect's. An effect's field is mapped once, as the effect's.
    private func mappedOutputs(of spec: FeatureSpec, unit: [String: SpecOptionValue], context: FeatureContext) -> [EffectFieldContext] {
        guard case .fields(let outputs)? = unit["outputs"] else { return [] }
        let stored = spec.state.filter { $0.derivedExpression == nil }
        let mapped = Set(context.effectFields.map(\.name))
        let plain = { (type: String) in type.filter { !$0.isWhitespace } }
        return outputs.compactMap { output in
            let name = SwiftIdentifier.escaped(output.name)
            guard !mapped.contains(name),
                let field = stored.first(where: { $0.name == output.name && !$0.isLet && plain($0.type) == plain(output.type) }),
                let state = context.state.first(where: { $0.name == name })
            else { return nil }
            return EffectFieldContext(
                name: name, output: name, type: state.outsideType, initial: field.initial ?? "", hasInitial: field.initial != nil,
                stateArguments: Self.wholeState(stored.map(\.name), after: ["\(name) = \(name)"]),
                unitVariable: context.featureVariable + "Unit")
        }
    }

    /// What the ViewGroup's preview hands it: each unit from the services factory, made with the
    /// preview clients of the feature it is; no preview when one of those clients has none.
    private func previewUnits(of spec: FeatureSpec, shared: Bool, into context: inout FeatureContext) {
        var features: [String] = shared ? [spec.name] : []
        if case .features(let names)? = spec.options["units"] { features += names.map(\.name) }
        context.previewUnitArguments = features.map { feature in
            let variable = SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(feature))
            let clients = dependencies(opened.dependencies[feature] ?? [], qualify: { $0 })
            if !clients.allSatisfy(\.hasPreview) { context.hasScreenPreview = false }
            let arguments = clients.map { "\($0.label): Preview\($0.type)()" }.joined(separator: ", ")
            return "\(variable)Unit: \(unitFactory(variable, arguments: arguments))"
        }
    }

    /// A flow's screens: a unit of a screen that only its state holder uses is made there; one
    /// that other screens name in `units:`, or that a sheet hands on, is the flow's `Units`'. A
    /// unit of a feature outside the flow is the flow's parameter, kept when a sheet reads it.
    func vsurfUnits(ofFlow context: inout FlowContext) {
        var read: Set<String> = []
        for screen in context.screens { read.formUnion(screen.moduleRoutes.filter(\.isPresent).flatMap(Self.unitsRead)) }
        var users: [String: Int] = [:]
        for screen in context.screens {
            if case .object(let unit)? = screen.options.values["unit"], unit["own"] != .boolean(false) {
                users[screen.featureVariable + "Unit", default: 0] += 1
            }
            if case .features(let names)? = screen.options.values["units"] {
                for name in names.map(\.name) {
                    users[SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(name)) + "Unit", default: 0] += 1
                }
            }
        }
        var made: Set<String> = []
        var dependencies: [DependencyContext] = []
        for screen in context.screens {
            let variable = screen.featureVariable + "Unit"
            guard case .object(let unit)? = screen.options.values["unit"], unit["own"] != .boolean(false),
                users[variable, default: 0] > 1 || read.contains(variable)
            else { continue }
            made.insert(variable)
            context.madeUnits.append(
                MadeUnitContext(name: variable, factory: unitFactory(screen.featureVariable, arguments: screen.dependencyArguments)))
            for dependency in screen.dependencies where !dependencies.contains(where: { $0.name == dependency.name }) {
                dependencies.append(dependency)
            }
        }
        context.madeUnitDependencies = dependencies
        context.hasMadeUnits = !context.madeUnits.isEmpty
        // The flow keeps a service only to hand it to a module a sheet presents.
        let passed = Set(context.screens.flatMap { $0.moduleRoutes.filter(\.isPresent).flatMap(\.moduleDependencies).map(\.name) })
        context.passedDependencies = context.dependencies.filter { passed.contains($0.name) }
        context.hasPassedDependencies = !context.passedDependencies.isEmpty
        context.keptUnits = context.features.filter { !$0.isScreen && read.contains($0.variable + "Unit") }.map {
            FeatureReferenceContext(name: $0.name, variable: $0.variable, specOptions: $0.specOptions)
        }
        context.hasKeptUnits = !context.keptUnits.isEmpty
        for index in context.screens.indices {
            var screen = context.screens[index]
            var arguments: [String] = []
            let variable = screen.featureVariable + "Unit"
            if case .object(let unit)? = screen.options.values["unit"], unit["own"] != .boolean(false) {
                arguments.append(
                    made.contains(variable)
                        ? "\(variable): units.\(variable)"
                        : "\(variable): \(unitFactory(screen.featureVariable, arguments: screen.dependencyArguments))")
            }
            if case .features(let names)? = screen.options.values["units"] {
                for name in names.map(\.name) {
                    let named = SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(name)) + "Unit"
                    arguments.append(made.contains(named) ? "\(named): units.\(named)" : "\(named): \(named)")
                }
            }
            screen.unitArguments = arguments
            for route in screen.moduleRoutes.indices { Self.passUnits(in: &screen.moduleRoutes[route], made: made) }
            context.screens[index] = screen
        }
        context.root = context.screens[0]
        context.pushedScreens = Array(context.screens.dropFirst())
    }
}
