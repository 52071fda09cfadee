/// The routes as templates see them: to other features, alerts, dismissal.
extension ContextBuilder {
    func route(for route: FeatureSpec.Route, qualify: (String) -> String, flow: String? = nil) -> RouteContext {
        let parameters = route.parameters.map { "\(SwiftIdentifier.escaped($0.label ?? "value")): \(qualify($0.type))" }
        let arguments = route.parameters.compactMap(\.label).map { "\(SwiftIdentifier.argumentLabel($0)): \(SwiftIdentifier.escaped($0))" }
        let name = SwiftIdentifier.escaped(route.name)
        var context = RouteContext(
            name: name,
            signature: "\(name)(\(parameters.joined(separator: ", ")))",
            arguments: arguments.joined(separator: ", "),
            caseDeclaration: parameters.isEmpty ? name : "\(name)(\(parameters.joined(separator: ", ")))",
            caseValue: arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))",
            casePattern: route.parameters.isEmpty
                ? ".\(name)"
                : "let .\(name)(\(route.parameters.map { SwiftIdentifier.escaped($0.label ?? "value") }.joined(separator: ", ")))",
            isDismiss: false, isModule: false, isAlert: false,
            isCustom: false, module: "", isPush: false, isPresent: false,
            alertMessage: route.parameters.contains { $0.label == "message" } ? "message" : "nil",
            hasAlertMessage: route.parameters.contains { $0.label == "message" }, moduleIs: ArchitectureFlags(architecture: nil))
        context.hasArguments = !arguments.isEmpty
        if route.parameters.count == 1, let parameter = route.parameters.first {
            context.selection = SwiftIdentifier.escaped(parameter.label ?? "value")
            context.selectionType = qualify(parameter.type)
        }
        context.upperName = SwiftIdentifier.uppercasingFirst(route.name)
        if let alert = route.alert {
            if let title = alert.title { context.alertTitle = Self.stringLiteral(title) }
            if let message = alert.message {
                context.alertMessage = Self.stringLiteral(message)
                context.hasAlertMessage = true
            }
            context.alertButtons = alert.buttons.map { button in
                let role = button.role?.rawValue ?? ""
                let action = button.action.map(SwiftIdentifier.escaped) ?? ""
                let arguments = [role.isEmpty ? nil : "role: .\(role)", action.isEmpty ? nil : "action: .\(action)"].compactMap { $0 }
                var context = AlertButtonContext(
                    title: Self.stringLiteral(button.title), role: role, hasRole: !role.isEmpty, action: action,
                    hasAction: !action.isEmpty, buttonStateArguments: arguments.joined(separator: ", "),
                    hasButtonStateArguments: !arguments.isEmpty)
                context.buttonArguments = ([Self.stringLiteral(button.title)] + (role.isEmpty ? [] : ["role: .\(role)"])).joined(
                    separator: ", ")
                context.upperAction = SwiftIdentifier.uppercasingFirst(button.action ?? "")
                context.actionStyle = role.isEmpty ? "default" : role
                context.handlerCall = action.isEmpty ? "" : "\(action)()"
                return context
            }
            context.hasAlertButtons = !context.alertButtons.isEmpty
        }
        switch route.kind {
        case .dismiss: context.isDismiss = true
        case .alert:
            context.isAlert = true
            context.alertCase = context.caseValue
            context.isConfirmationDialog = route.alert?.isConfirmationDialog ?? false
            context.alertProperty = context.isConfirmationDialog ? "confirmationDialog" : "alert"
            context.alertNoun = context.isConfirmationDialog ? "dialog" : "alert"
            context.alertControllerStyle = context.isConfirmationDialog ? ".actionSheet" : ".alert"
            context.alertVisibility = context.isConfirmationDialog ? "titleVisibility: .visible" : ""
        case .custom: context.isCustom = true
        case let .module(module, presentation):
            moduleRoute(module, presentation: presentation, of: route, flow: flow, into: &context)
        }
        context.showsSomething = context.isModule || context.isAlert
        return context
    }

    /// What a route to another feature adds: the feature, how it is shown, the outputs of it the
    /// route handles, and what the feature is built with.
    private func moduleRoute(
        _ module: String, presentation: FeatureSpec.Route.Presentation, of route: FeatureSpec.Route, flow: String?,
        into context: inout RouteContext
    ) {
        context.isModule = true
        context.module = module
        context.moduleIs = ArchitectureFlags(architecture: opened.architectures[module])
        context.isDeclaredModule = opened.architectures[module] != nil
        context.isPush = presentation == .push
        context.isPresent = presentation == .present
        context.outputs = route.handledOutputs.compactMap { handled in
            routeOutput(handled, of: module, route: context.name)
        }
        context.hasOutputs = !context.outputs.isEmpty
        context.outputProperty = SwiftIdentifier.escaped(route.name + "Output")
        let handling = opened.outputHandling[module] ?? .init()
        context.hasClosureOutputs = context.hasOutputs && handling.style == .closures
        for index in context.outputs.indices {
            context.outputs[index].outputProperty = context.outputProperty
            context.outputs[index].isProtocolOutput = handling.style == .protocol
        }
        context.reportsResults = context.hasOutputs && reportsResults(module, handling: handling)
        context.moduleOutputs = (opened.outputs[module] ?? []).map { output in
            let ignored = Array(repeating: "_", count: output.parameters.count).joined(separator: ", ")
            let asAction = FeatureSpec.Action(name: output.name, parameters: output.parameters, location: output.location)
            return ModuleOutputContext(
                name: SwiftIdentifier.escaped(output.name), label: SwiftIdentifier.argumentLabel(output.name),
                handled: context.outputs.first { $0.output == SwiftIdentifier.escaped(output.name) },
                ignoringClosure: ignored.isEmpty ? "{}" : "{ \(ignored) in }",
                signature: ActionContext(asAction, qualify: { $0 }, body: []).handlerSignature)
        }
        context.moduleVariable = SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(module))
        context.moduleDismisses = opened.dismissing.contains(module)
        context.moduleNavigates = opened.navigating.contains(module)
        context.presentsInStack = context.isPresent && opened.pushing.contains(module)
        context.inFlow = flow != nil && !route.isExternal && self.flow(of: module) == flow
        if !route.isExternal, let options = opened.options[module] {
            context.moduleOptions = self.options(options, qualify: { $0 }, values: nil, depth: 1)
            context.passesUnits = Self.takesUnits(options)
        }
        if !route.isExternal, let needed = opened.dependencies[module] {
            context.moduleDependencies = self.dependencies(needed, qualify: { $0 })
            context.hasModuleDependencies = !needed.isEmpty
            context.dependencyArguments = context.moduleDependencies.map { "\($0.label): \($0.name)" }.joined(separator: ", ")
        }
    }

    /// Whether the opener of `module` can build its Output to hand the outputs to anything
    /// taking its results: its manifest's `reportsResults:`, where its condition holds for the
    /// options `module`'s spec gives (`"!options.entryFields"`).
    private func reportsResults(_ module: String, handling: ArchitectureManifest.Outputs) -> Bool {
        guard handling.reportsResults else { return false }
        guard let condition = handling.resultsCondition else { return true }
        // As templates see them: an object option's keys too (`options.unit.shared`).
        let options = TemplateValue.object(self.options(opened.options[module] ?? [:], qualify: { $0 }, values: nil, depth: 1))
        let prefix = ArchitectureManifest.File.optionCondition
        return ArchitectureManifest.File.conditionHolds(condition) { name in
            guard name.hasPrefix(prefix) else { return nil }
            return options.value(at: name.dropFirst(prefix.count).split(separator: ".").map(String.init))
        }
    }

    /// Whether a feature with these options is handed units by its opener: its own, shared
    /// (`unit: { shared: true }`), or those its `units:` names.
    private static func takesUnits(_ options: [String: SpecOptionValue]) -> Bool {
        if case .object(let unit)? = options["unit"], unit["shared"] == .boolean(true) { return true }
        if case .features(let units)? = options["units"], !units.isEmpty { return true }
        return false
    }

    /// Nil for an output the opened feature does not declare (reported by the project's checks).
    private func routeOutput(_ handled: FeatureSpec.HandledOutput, of module: String, route: String) -> RouteOutputContext? {
        guard let output = opened.outputs[module]?.first(where: { $0.name == handled.output }) else { return nil }
        let asAction = FeatureSpec.Action(name: output.name, parameters: output.parameters, location: handled.location)
        let handler = FeatureSpec.Action(name: handled.handler, parameters: output.parameters, location: handled.location)
        let outputAction = ActionContext(asAction, qualify: { $0 }, body: [])
        var context = RouteOutputContext(
            output: SwiftIdentifier.escaped(output.name),
            outputPattern: outputAction.pattern,
            handler: ActionContext(handler, qualify: { $0 }, body: []),
            closureParameters: Self.bindings(output.parameters).joined(separator: ", "),
            hasParameters: !output.parameters.isEmpty,
            route: route, module: module)
        context.outputSignature = outputAction.handlerSignature
        context.closureHead = context.hasParameters ? "\(context.closureParameters) in" : "in"
        context.sampleOutput = outputAction.sampleValue
        context.hasSampleOutput = outputAction.hasSampleValue
        context.sampleArguments = outputAction.sampleArguments
        context.sampleWanted = outputAction.sampleWanted
        context.sampleOutputCall = outputAction.sampleCall
        // `openCartReportsDidBuy`: not the handler's name (`cartDidBuy`), which the route of a
        // feature's own name (`cart: { module: Cart }`) would give its result's test too.
        context.testName = route + "Reports" + SwiftIdentifier.uppercasingFirst(output.name)
        context.upperTestName = SwiftIdentifier.uppercasingFirst(context.testName)
        return context
    }

    /// Each alert button's `handlerCall` as the feature names the handler of its action
    /// (`handler:`), where the button's action is one of the feature's actions.
    static func callingHandlers(of routes: [RouteContext], actions: [ActionContext]) -> [RouteContext] {
        routes.map { route in
            var route = route
            route.alertButtons = route.alertButtons.map { button in
                var button = button
                if let action = actions.first(where: { $0.name == button.action }) { button.handlerCall = action.handlerCall }
                return button
            }
            return route
        }
    }

    /// The alert routes by how they are shown: alerts, then confirmation dialogs. `declared`:
    /// the feature's actions without values, which a button naming one sends.
    static func alertStyles(of routes: [RouteContext], declared: Set<String> = []) -> [AlertStyleContext] {
        [
            ("alert", "Alert", "alert", "Alerts"),
            ("confirmationDialog", "ConfirmationDialog", "confirmation dialog", "Confirmation Dialogs"),
        ].compactMap { property, typeName, singular, heading in
            let styled = routes.filter { $0.alertProperty == property }
            guard !styled.isEmpty else { return nil }
            let actions = styled.flatMap { $0.alertButtons.map(\.action) }.filter { !$0.isEmpty }.uniqued()
            var style = AlertStyleContext(
                property: property, typeName: typeName, noun: singular + "s", singular: singular, heading: heading,
                routes: styled, actions: actions, hasActions: !actions.isEmpty)
            style.hasButtons = styled.contains(where: \.hasAlertButtons)
            style.sentActions = actions.filter(declared.contains)
            style.ownActions = actions.filter { !declared.contains($0) }
            style.isConfirmationDialog = property == "confirmationDialog"
            return style
        }
    }

    /// `"Delete \"all\"?"`: text as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
