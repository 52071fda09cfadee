/// The actions and outputs of a feature as templates see them: their cases, handlers and
/// callbacks, and the names their values are bound to.
extension ContextBuilder {
    /// The actions, each with the route it opens (its `opens:`, or the one of its name that takes the same values).
    func actionContexts(
        of spec: FeatureSpec, routes: [RouteContext], qualify outside: (String) -> String, values: PreviewValues
    ) -> [ActionContext] {
        var actions = spec.actions.map { action in
            var context = ActionContext(
                action, qualify: outside, body: routeCall(for: action, in: spec).map { [$0] } ?? [], values: values)
            if let index = spec.routeIndex(openedBy: action) { context.route = routes[index] }
            Self.addReportedOutput(to: &context, of: action, in: spec, values: values)
            Self.markAppearance(of: &context, action, in: spec)
            return context
        }
        addEffects(to: &actions, of: spec, qualify: outside)
        for index in actions.indices {
            actions[index].hasOwnStateTest =
                actions[index].effect?.isStateTestable != true && actions[index].response?.isTestedByStateEffect != true
                && actions[index].cancelTest == nil
        }
        return actions
    }

    /// The feature's own actions without values, which an alert button naming one sends (the
    /// reducer sends it on), unlike the actions only the alerts have.
    static func actionsAButtonSendsOn(in spec: FeatureSpec) -> Set<String> {
        Set(spec.actions.filter { $0.parameters.isEmpty && !$0.isAlertButtonAction }.map { SwiftIdentifier.escaped($0.name) })
    }

    /// The route, each of whose alert buttons knows whether the reducer sends its action on
    /// (`declared`, `actionsAButtonSendsOn`).
    static func markingDeclaredButtons(of route: RouteContext, declared: Set<String>) -> RouteContext {
        var route = route
        for index in route.alertButtons.indices {
            route.alertButtons[index].isDeclaredAction = declared.contains(route.alertButtons[index].action)
        }
        return route
    }

    /// The outputs, each a callback the feature is built with.
    static func outputContexts(of spec: FeatureSpec, qualify outside: (String) -> String) -> [OutputContext] {
        spec.output.enumerated().map { index, callback in
            let type = "@Sendable (\(callback.parameters.map { Self.closureParameter($0) }.joined(separator: ", "))) -> Void"
            let comma = index == spec.output.count - 1 ? "" : ","
            let action = FeatureSpec.Action(name: callback.name, parameters: callback.parameters, location: callback.location)
            let bindings = Self.bindings(callback.parameters)
            return OutputContext(
                name: SwiftIdentifier.escaped(callback.name), label: SwiftIdentifier.argumentLabel(callback.name), type: outside(type),
                parameter: "\(SwiftIdentifier.escaped(callback.name)): @escaping \(outside(type))\(comma)",
                caseDeclaration: ActionContext.declaration(of: action, qualify: outside),
                signature: ActionContext(action, qualify: outside, body: []).handlerSignature,
                closureParameters: bindings.joined(separator: ", "), hasParameters: !bindings.isEmpty,
                recordedCall: bindings.isEmpty
                    ? callback.name : "\(callback.name)(\(bindings.map { "\\(\($0))" }.joined(separator: ", ")))")
        }
    }

    /// The ids of the actions' cancellable effects, each once, in order.
    static func cancelIDs(of spec: FeatureSpec) -> [String] {
        spec.actions.compactMap(\.cancellableID).map(SwiftIdentifier.escaped).uniqued()
    }

    /// `await router?.dismiss()` when the action opens a route (`FeatureSpec.routeIndex(openedBy:)`).
    private func routeCall(for action: FeatureSpec.Action, in spec: FeatureSpec) -> String? {
        guard let index = spec.routeIndex(openedBy: action) else { return nil }
        let route = spec.routes[index]
        let bindings = Self.bindings(action.parameters)
        let arguments = zip(route.parameters, bindings).map { "\($0.label.map { "\(SwiftIdentifier.argumentLabel($0)): " } ?? "")\($1)" }
        return "await router?.\(SwiftIdentifier.escaped(route.name))(\(arguments.joined(separator: ", ")))"
    }

    static func closureParameter(_ parameter: FeatureSpec.Parameter) -> String {
        guard let label = parameter.label else { return parameter.type }
        return "_ \(SwiftIdentifier.escaped(label)): \(parameter.type)"
    }

    /// The names an action's values are bound to: their labels, or `value` / `value1`, `value2`…
    static func bindings(_ parameters: [FeatureSpec.Parameter]) -> [String] {
        let unlabelled = parameters.filter { $0.label == nil }.count
        var position = 0
        return parameters.map { parameter in
            if let label = parameter.label { return SwiftIdentifier.escaped(label) }
            position += 1
            return unlabelled == 1 ? "value" : "value\(position)"
        }
    }
}

extension ActionContext {
    init(_ action: FeatureSpec.Action, qualify: (String) -> String, body: [String], values: PreviewValues? = nil) {
        let name = SwiftIdentifier.escaped(action.name)
        let bindings = ContextBuilder.bindings(action.parameters)
        let handler = GeneratedNames.handler(of: action)
        let labels = handler.labels ?? []
        let parameters = zip(zip(action.parameters, bindings), labels).map { pair, label in
            let (parameter, binding) = pair
            let type = qualify(parameter.type)
            if label == "_" { return "_ \(binding): \(type)" }
            return SwiftIdentifier.escaped(label) == binding
                ? "\(binding): \(type)" : "\(SwiftIdentifier.parameterLabel(label)) \(binding): \(type)"
        }
        let arguments = zip(bindings, labels).map { binding, label in
            label == "_" ? binding : "\(SwiftIdentifier.argumentLabel(label)): \(binding)"
        }
        let handlerName = SwiftIdentifier.escaped(handler.name)
        self.init(
            name: name,
            declaration: Self.declaration(of: action, qualify: qualify),
            pattern: action.parameters.isEmpty ? ".\(name)" : "let .\(name)(\(bindings.joined(separator: ", ")))",
            handlerSignature: "\(handlerName)(\(parameters.joined(separator: ", ")))",
            handlerCall: "\(handlerName)(\(arguments.joined(separator: ", ")))",
            body: body)
        let hidden = (["action"] + bindings).contains(handlerName)
        qualifiedHandlerCall = (hidden ? "self." : "") + handlerCall
        boundCase = action.parameters.isEmpty ? name : handlerCall
        let samples = action.parameters.map { values?.value(of: $0.type) ?? TypeExpression.naturalInitialValue(of: $0.type) }
        hasSampleValue = samples.allSatisfy { $0 != nil }
        sampleWanted = zip(action.parameters, samples).filter { $0.1 == nil }.map { "a `\($0.0.type.trimmingBlanks)`" }
            .joined(separator: " and ")
        if hasSampleValue {
            let caseArguments = zip(action.parameters, samples).map { parameter, sample in
                (parameter.label.map { "\(SwiftIdentifier.argumentLabel($0)): " } ?? "") + sample!
            }
            let callArguments = zip(labels, samples).map { label, sample in
                (label == "_" ? "" : "\(SwiftIdentifier.argumentLabel(label)): ") + sample!
            }
            sampleValue = samples.isEmpty ? ".\(name)" : ".\(name)(\(caseArguments.joined(separator: ", ")))"
            sampleCall = "\(handlerName)(\(callArguments.joined(separator: ", ")))"
            sampleArguments = samples.map { $0! }.joined(separator: ", ")
            // A route passes on its labelled values only (see `RouteContext.arguments`).
            sampleRouteArguments = zip(action.parameters, samples).compactMap { parameter, sample in
                parameter.label.map { "\(SwiftIdentifier.argumentLabel($0)): \(sample!)" }
            }.joined(separator: ", ")
        }
        upperName = SwiftIdentifier.uppercasingFirst(action.name)
        if let id = action.cancellableID {
            isCancellable = true
            cancellableID = SwiftIdentifier.escaped(id)
            cancelsInFlight = action.cancelsInFlight
        }
        if let id = action.cancelsID {
            isCancelling = true
            cancelledID = SwiftIdentifier.escaped(id)
        }
        nestedPattern = action.parameters.isEmpty ? ".\(name)" : ".\(name)(\(bindings.map { "let \($0)" }.joined(separator: ", ")))"
    }

    static func declaration(of action: FeatureSpec.Action, qualify: (String) -> String) -> String {
        let name = SwiftIdentifier.escaped(action.name)
        guard !action.parameters.isEmpty else { return name }
        let values = action.parameters.map { parameter in
            (parameter.label.map { "\($0): " } ?? "") + qualify(parameter.type)
        }
        return "\(name)(\(values.joined(separator: ", ")))"
    }
}
