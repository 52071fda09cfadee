/// Builds the template context of a feature: all naming and Swift spelling decisions live
/// here, so templates only place text and this code is unit-tested.
package struct ContextBuilder: Sendable {
    package var observation: ProjectConfig.Observation
    package var access: ProjectConfig.AccessLevel
    /// What routes need to know of the features of the project they open.
    package var opened: OpenedFeatures
    /// How the tests are written (featuregen.yml's `testFramework:` and `testedModule:`).
    package var testing = TestingContext(framework: .swiftTesting, testedModule: nil)
    /// `previews:` in featuregen.yml: false writes no `#Preview`.
    package var previews = true
    /// The architecture's flow option (`flow`, from the manifest's `flow:`); nil without flows.
    package var flowOption: String?
    /// The values of the architecture's project settings (`settings:` in its manifest).
    package var settings: [String: SpecOptionValue] = [:]

    package init(
        observation: ProjectConfig.Observation, access: ProjectConfig.AccessLevel, architectures: [String: String] = [:],
        outputs: [String: [FeatureSpec.OutputCallback]] = [:], dependencies: [String: [FeatureSpec.Dependency]] = [:]
    ) {
        self.observation = observation
        self.access = access
        opened = OpenedFeatures(architectures: architectures, outputs: outputs, dependencies: dependencies)
    }

    /// A feature's outputs as other features see them: its own types qualified.
    package static func outsideOutputs(of spec: FeatureSpec) -> [FeatureSpec.OutputCallback] {
        let nested = GeneratedNames.qualifiedTypes(of: spec)
        return spec.output.map { output in
            var output = output
            output.parameters = output.parameters.map { .init(label: $0.label, type: TypeExpression.qualify($0.type, with: nested)) }
            return output
        }
    }

    /// The clients a feature's spec declares with their endpoints, as other features see them:
    /// the endpoints' types qualified (`[Headlines.ViewState.Article]`).
    package static func outsideClients(of spec: FeatureSpec) -> [FeatureSpec.Dependency] {
        spec.dependencies.filter { !$0.endpoints.isEmpty }.map { dependency in
            var dependency = dependency
            dependency.endpoints = GeneratedNames.outsideEndpoints(of: dependency, in: spec)
            return dependency
        }
    }

    package var project: ProjectContext {
        var context = ProjectContext(
            access: accessPrefix, isPublic: access == .public, combine: observation == .combine,
            observable: observation == .observable, feature: "")
        context.testing = testing
        context.settings = OptionsContext(values: settings)
        return context
    }

    private var accessPrefix: String { access == .public ? "public " : "" }

    package func context(for spec: FeatureSpec) -> FeatureContext {
        let spec = spec.qualifyingOutsideValues()
        let nested = GeneratedNames.qualifiedTypes(of: spec)
        let outside = { (type: String) in TypeExpression.qualify(type, with: nested) }
        let values = PreviewValues(spec: spec)
        let flow = self.flow(of: spec.name, options: spec.options)
        var context = featureContext(of: spec, qualify: outside, values: values, flow: flow)
        context.testing = testing
        // A memberwise initializer is internal: a public state declares its own, and so does one
        // whose spec asks for initializers written out (`memberwiseInit: explicit`).
        context.isStateInitMemberwise = access != .public && !spec.explicitMemberwiseInit && Self.isStateInitMemberwise(spec)
        context.hasAlertActions = !context.alertActions.isEmpty
        context.routesSendActions = context.hasRouteOutputs || context.hasAlertActions
        context.buttonAlertRoutes = context.alertRoutes.filter(\.hasAlertButtons)
        context.hasButtonAlertRoutes = !context.buttonAlertRoutes.isEmpty
        context.alertStyles = Self.alertStyles(of: context.routes, declared: Self.actionsAButtonSendsOn(in: spec))
        stateFieldLists(of: spec, into: &context)
        Self.childOwnership(of: spec, into: &context)
        // Each route's outputs (an alert's buttons) are tested once, from the first action that
        // opens it (two actions may open one route with `opens:`).
        var testedRoutes: Set<String> = []
        for index in context.actions.indices {
            let action = context.actions[index]
            guard action.hasSampleValue, action.effect == nil, let route = action.route, testedRoutes.insert(route.name).inserted
            else { continue }
            if route.isAlert { context.actions[index].testedButtons = route.alertButtons.filter(\.hasAction) }
            guard route.isModule else { continue }
            let outputs = route.outputs.map { output in
                var output = output
                output.isPushed = route.isPush
                return output
            }
            switch opened.outputHandling[route.module]?.style {
            case .delegate?: context.actions[index].testedOutputs = outputs.filter(\.hasSampleOutput)
            case .closures?, .protocol?: context.actions[index].reportedOutputs = outputs
            case .feedback?: context.actions[index].feedbackOutputs = outputs
            default: break
            }
            if route.reportsResults { context.actions[index].resultOutputs = outputs }
        }
        context.hasTestedRouteOutputs = context.actions.contains { !$0.testedOutputs.isEmpty }
        context.hasTestedAlertButtons = context.actions.contains { !$0.testedButtons.isEmpty }
        context.hasReportedRouteOutputs = context.actions.contains { !$0.reportedOutputs.isEmpty }
        context.hasFeedbackOutputs = context.actions.contains { !$0.feedbackOutputs.isEmpty }
        context.resultRoutes = context.moduleRoutes.filter(\.reportsResults)
        var handled: Set<String> = []
        context.resultHandlers = context.resultRoutes.flatMap(\.outputs).map(\.handler).filter { handled.insert($0.name).inserted }
        context.hasResultOutputs = context.actions.contains { !$0.resultOutputs.isEmpty }
        context.closureOutputRoutes = context.moduleRoutes.filter(\.hasClosureOutputs)
        context.keyPathDependencies = Self.keyPathDependencies(of: spec)
        context.hasKeyPathDependencies = !context.keyPathDependencies.isEmpty
        context.cancelIDs = Self.cancelIDs(of: spec)
        context.cancelIDList = context.cancelIDs.joined(separator: ", ")
        context.hasCancelIDs = !context.cancelIDs.isEmpty
        context.effectTasks = context.actions.compactMap(\.effect?.task).uniqued()
        Self.markConcurrentTasks(in: &context)
        context.hasEffects = !context.effectTasks.isEmpty
        context.effectFields = effectFields(of: spec, state: context.state)
        context.effectActions = context.actions.filter { $0.effect != nil }
        context.hasFailureTests = context.actions.contains {
            $0.hasSampleValue && $0.effect?.isFailureTestable == true && $0.effect?.isSetInTests == true
        }
        context.hasCancelTests = context.actions.contains { $0.cancelTest != nil }
        context.firstBody = Self.firstBody(
            of: spec, actions: context.actions, routes: context.routes, architecture: opened.architectures[spec.name])
        context.sentActions = context.actions.filter { $0.response == nil }
        context.sentActionsWithoutEffects = context.sentActions.filter { $0.effect == nil }
        context.responseActions = context.actions.filter { $0.response != nil }
        context.hasResponseActions = !context.responseActions.isEmpty
        context.internalActions = context.responseActions + context.routeOutputs.map(\.handler)
        context.hasInternalActions = !context.internalActions.isEmpty
        context.declaredRoutesNotTo = RoutesByArchitecture(routes: context.moduleRoutes.filter(\.isDeclaredModule), excluding: true)
        context.externalModuleRoutes = context.moduleRoutes.filter { !$0.isDeclaredModule }
        context.passesUnits = context.moduleRoutes.contains(where: \.passesUnits)
        context.projectedSubviews = context.subviews.filter { $0.hasState && $0.hasViewState && !$0.isWhole }
        declarations(of: spec, qualify: outside, into: &context)
        context.navigatingActions = context.actions.filter { $0.route.map { !$0.isCustom } ?? false }
        context.actionlessRoutes = context.routes.filter { route in
            !route.isCustom && !context.actions.contains { $0.route?.name == route.name }
        }
        inputsAndPreviews(of: spec, values: values, into: &context)
        context.flow = flow
        context.inFlow = flow != nil
        context.settings = OptionsContext(values: settings)
        vsurfUnits(of: spec, into: &context)
        return context
    }

    /// What the context is built with: the spec's lists as templates see them, and the flags
    /// read from them. `context(for:)` adds what is derived from these.
    private func featureContext(
        of spec: FeatureSpec, qualify outside: (String) -> String, values: PreviewValues, flow: String?
    ) -> FeatureContext {
        let declared = Self.actionsAButtonSendsOn(in: spec)
        var routes = spec.routes.map { Self.markingDeclaredButtons(of: route(for: $0, qualify: outside, flow: flow), declared: declared) }
        let moduleRoutes = routes.filter(\.isModule)
        let appearAction = spec.appearAction
        let disappearAction = spec.actions.first { ["viewDidDisappear", "onDisappear"].contains($0.name) && $0.parameters.isEmpty }
        let actions = actionContexts(of: spec, routes: routes, qualify: outside, values: values)
        routes = Self.callingHandlers(of: routes, actions: actions)
        let derived = Dictionary(
            spec.state.compactMap { field in field.derivedExpression.map { (field.name, $0) } }, uniquingKeysWith: { first, _ in first })
        let subviews = spec.subviews.map { subview(for: $0, qualify: outside, derived: derived, values: values) }
        let dependencies = markingEffectClients(self.dependencies(spec.dependencies, qualify: outside), of: spec, qualify: outside)
        var context = FeatureContext(
            feature: spec.name,
            featureVariable: SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(spec.name)),
            access: accessPrefix,
            isPublic: access == .public,
            combine: observation == .combine,
            observable: observation == .observable,
            imports: spec.imports,
            input: Self.fields(spec.input, qualify: outside, values: values),
            output: Self.outputContexts(of: spec, qualify: outside),
            state: stateFieldContexts(of: spec, qualify: outside),
            derived: Self.derivedFieldContexts(of: spec, qualify: outside),
            types: spec.types.filter { !$0.isTopLevel }.map { typeContext($0, qualify: { $0 }) },
            actions: actions,
            subviews: subviews,
            subviewHandlers: subviews.filter(\.hasActions),
            componentSubviews: subviews.filter { !$0.isStatic && !$0.isWhole },
            actionSubviews: subviews.filter { !$0.isStatic && !$0.isWhole && $0.hasActions },
            valueSubviews: subviews.filter { !$0.isStatic && !$0.isWhole && !$0.hasActions },
            bindingValueSubviews: subviews.filter { !$0.isStatic && !$0.isWhole && !$0.hasActions && $0.hasWriteBacks },
            routes: routes,
            moduleRoutes: moduleRoutes,
            moduleRoutesTo: RoutesByArchitecture(routes: moduleRoutes, excluding: false),
            moduleRoutesNotTo: RoutesByArchitecture(routes: moduleRoutes, excluding: true),
            pushRoutesTo: RoutesByArchitecture(routes: moduleRoutes.filter(\.isPush), excluding: false),
            presentRoutesTo: RoutesByArchitecture(routes: moduleRoutes.filter(\.isPresent), excluding: false),
            alertRoutes: routes.filter(\.isAlert),
            alertActions: routes.filter(\.isAlert).flatMap { $0.alertButtons.map(\.action) }.filter { !$0.isEmpty }.uniqued(),
            routeOutputs: routes.flatMap(\.outputs),
            hasRouteOutputs: routes.contains(where: \.hasOutputs),
            hasModuleRoutes: routes.contains(where: \.isModule),
            hasAlertRoutes: routes.contains(where: \.isAlert),
            hasDismissRoute: routes.contains(where: \.isDismiss),
            hasPresentedRoutes: routes.contains { $0.isModule || $0.isAlert },
            hasPresentRoutes: moduleRoutes.contains(where: \.isPresent),
            hasPushRoutes: moduleRoutes.contains(where: \.isPush),
            appearAction: appearAction?.name,
            appearHandler: appearAction.map { SwiftIdentifier.escaped(GeneratedNames.handler(of: $0).name) },
            disappearAction: disappearAction?.name,
            disappearHandler: disappearAction.map { SwiftIdentifier.escaped(GeneratedNames.handler(of: $0).name) },
            hasDerived: spec.state.contains { $0.derivedExpression != nil },
            hasImports: !spec.imports.isEmpty,
            hasInput: !spec.input.isEmpty,
            hasOutput: !spec.output.isEmpty,
            hasSubviews: !subviews.isEmpty,
            hasTypes: spec.types.contains { !$0.isTopLevel },
            hasRoutes: !spec.routes.isEmpty,
            hasOutputOrRoutes: !spec.output.isEmpty || !spec.routes.isEmpty,
            hasActionHandlers: !actions.isEmpty,
            hasSubviewHandlers: subviews.contains(where: \.hasActions),
            hasActionCases: !actions.isEmpty || subviews.contains(where: \.hasActions),
            subview: nil,
            route: nil,
            dependencies: dependencies,
            declaredDependencies: dependencies.filter(\.isDeclared),
            hasDependencies: !dependencies.isEmpty,
            dependency: nil,
            options: options(spec.options, qualify: outside, values: values))
        context.effectClients = dependencies.filter(\.isCalledByEffect)
        context.hasEffectClients = !context.effectClients.isEmpty
        return context
    }

    /// A feature as an option names it: its variable and its spec's options.
    package func featureReference(_ feature: String) -> FeatureReferenceContext {
        FeatureReferenceContext(
            name: feature, variable: SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(feature)),
            specOptions: opened.options[feature].map { options($0, qualify: { $0 }, values: nil, depth: 1) } ?? OptionsContext(values: [:]))
    }

    /// The flow a feature is a screen of: the value its spec gives the flow option.
    func flow(of feature: String, options: [String: SpecOptionValue]? = nil) -> String? {
        guard let flowOption, case .string(let name)? = (options ?? opened.options[feature])?[flowOption], !name.isEmpty else {
            return nil
        }
        return name
    }

    /// The options of a spec as templates see them; a feature an option names carries its own
    /// spec's options, whose named features carry none (`depth`), so two features naming each
    /// other end.
    func options(
        _ values: [String: SpecOptionValue], qualify: (String) -> String, values preview: PreviewValues?, depth: Int = 0
    ) -> OptionsContext {
        var context = OptionsContext(values: values)
        for (name, value) in values {
            switch value {
            case .cases(let cases):
                context.cases[name] = cases.map { ActionContext($0, qualify: qualify, body: [], values: preview) }
            case .fields(let fields):
                context.fields[name] = Self.fields(fields, qualify: qualify, values: preview)
            case .features(let names):
                context.features[name] = names.map(\.name).map { feature in
                    let options =
                        depth < 1 ? opened.options[feature].map { self.options($0, qualify: { $0 }, values: nil, depth: depth + 1) } : nil
                    return FeatureReferenceContext(
                        name: feature, variable: SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(feature)),
                        specOptions: options ?? OptionsContext(values: [:]))
                }
            case .object(let nested):
                context.objects[name] = options(nested, qualify: qualify, values: preview, depth: depth)
            case .string, .boolean, .integer, .names:
                break
            }
        }
        return context
    }
}
