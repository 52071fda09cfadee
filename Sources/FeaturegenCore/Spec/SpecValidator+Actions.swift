/// The actions: their cases and handlers, what they cancel, and the handlers of the outputs
/// of opened features, which sit beside them.
extension SpecValidator {
    func checkActions(_ diagnostics: inout DiagnosticCollector) {
        var cases = spec.actions.map { ($0.name, $0.location) }
        cases += spec.subviews.filter { !$0.actions.isEmpty }.map { ($0.caseName, $0.location) }
        checkUnique(cases, "action", &diagnostics)
        var handlers = spec.actions.map { (GeneratedNames.handler(of: $0).fullName, $0.handlerLocation ?? $0.location) }
        handlers += spec.subviews.filter { !$0.actions.isEmpty }.map { (GeneratedNames.handler(of: $0), $0.location) }
        checkUnique(handlers, "view model method", &diagnostics)
        reserved(
            spec.actions.map { ($0.handler?.name ?? $0.name, $0.handlerLocation ?? $0.location) }, GeneratedNames.viewModelMembers,
            "the view model", &diagnostics)
        for action in spec.actions {
            checkParameters(action, &diagnostics)
            if let labels = action.handler?.labels, labels.count != action.parameters.count {
                diagnostics.error(
                    "handler '\(action.handler!.fullName)' of '\(action.name)' has \(labels.count) label\(labels.count == 1 ? "" : "s") for \(action.parameters.count) value\(action.parameters.count == 1 ? "" : "s")",
                    at: action.handlerLocation,
                    notes: [.init("give one label per value, '_' for none: '\(GeneratedNames.handler(of: action, labels: nil).fullName)'")])
            }
        }
    }

    /// What an action cancels is what another runs as cancellable; an action that opens a route
    /// has the route's effect, so it neither runs a cancellable effect nor calls an endpoint.
    func checkCancellation(_ diagnostics: inout DiagnosticCollector) {
        let ids = spec.actions.compactMap(\.cancellableID)
        for action in spec.actions {
            if let id = action.cancelsID, !ids.contains(id), let location = action.cancelsLocation {
                diagnostics.error(
                    "action '\(action.name)' cancels '\(id)', which no action runs as cancellable", at: location,
                    notes: suggestion(id, ids) + [.init("add 'cancellable: \(id)' beside the action whose effect it cancels")])
            }
            // Beside `opens:`, the decoder has refused both already.
            let opensItsNamesake = action.opens == nil && spec.opensRoute(action)
            let location = action.cancellableLocation ?? action.cancelsLocation
            // Written at all, as beside `opens:` (`cancellable: false` says nothing there either).
            if let location, opensItsNamesake {
                let refusal = FeatureSpec.Action.opensRouteAndCancels(action.name, besideOpens: false)
                diagnostics.error(refusal.message, at: location, notes: [refusal.note])
            }
            if let effect = action.effect, opensItsNamesake {
                let refusal = FeatureSpec.Action.opensRouteAndCalls(action.name, besideOpens: false)
                diagnostics.error(refusal.message, at: effect.location, notes: [refusal.note])
            }
        }
    }

    /// A handled output becomes a case or method beside the actions (`cartDidBuy`), so its
    /// handler's name is taken by no action and no other handler.
    func checkOutputHandlers(_ diagnostics: inout DiagnosticCollector) {
        let handlers = spec.routes.flatMap(\.handledOutputs)
        for handler in handlers {
            if let action = spec.actions.first(where: {
                SwiftIdentifier.collisionKey($0.name) == SwiftIdentifier.collisionKey(handler.handler)
            }) {
                diagnostics.error(
                    "the handler '\(handler.handler)' of output '\(handler.output)' has the name of an action", at: handler.location,
                    notes: [
                        .init("the action is declared here", at: action.location),
                        .init("name the handler yourself: 'output: { \(handler.output): otherName }'"),
                    ])
            }
        }
        checkUnique(handlers.map { ($0.handler, $0.location) }, "output handler", &diagnostics)
    }
}
