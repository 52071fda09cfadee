/// How a vsurf unit names its commands: after what the unit does, each once. Effects that call
/// one endpoint alike (the same arguments, the same fields set, the same task) share one command,
/// named after the endpoint (`fetchProducts()`), which reports through the first one's response;
/// an action that `cancels:` calls the command named after what it cancels (`cancelLoad()`).
extension ContextBuilder {
    /// Renames the effects' and cancels' commands in every list of actions the templates read,
    /// and lists the unit's own: `unitEffects`, `unitResponseActions`.
    static func vsurfCommands(into context: inout FeatureContext) {
        let responses = Dictionary(context.responseActions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func key(_ action: ActionContext) -> String {
            guard let effect = action.effect, let endpoint = effect.endpoint else { return action.name }
            let response = responses[effect.response]?.response
            return [
                effect.client, endpoint.name, effect.arguments, effect.task, "\(action.cancelsInFlight)",
                effect.startStatements.joined(separator: ";"), (response?.successStatements ?? []).joined(separator: ";"),
                (response?.failureStatements ?? []).joined(separator: ";"),
                (response?.then?.casesOnState ?? []).joined(separator: ";"),
            ].joined(separator: "|")
        }
        var renamed: [String: String] = [:]
        var unitEffects: [ActionContext] = []
        var repeatedResponses: Set<String> = []
        let byEndpoint = Dictionary(grouping: context.effectActions) { "\($0.effect?.client ?? "").\($0.effect?.endpoint?.name ?? "")" }
        for action in context.effectActions {
            guard let effect = action.effect, let endpoint = effect.endpoint else { continue }
            let callers = byEndpoint["\(effect.client).\(endpoint.name)"] ?? []
            guard callers.count > 1, Set(callers.map(key)).count == 1 else {
                unitEffects.append(action)
                continue
            }
            renamed[action.name] = SwiftIdentifier.escaped(endpoint.name)
            if callers.first?.name == action.name {
                unitEffects.append(action)
            } else {
                repeatedResponses.insert(effect.response)
            }
        }
        func rename(_ actions: inout [ActionContext]) {
            for index in actions.indices {
                if let command = renamed[actions[index].name], var effect = actions[index].effect {
                    let arguments = effect.commandCall.drop { $0 != "(" }
                    effect.command = command
                    effect.commandCall = command + arguments
                    effect.commandCallOnState = "\(command)(\(effect.arguments))"
                    actions[index].effect = effect
                }
                if !actions[index].cancelledTask.isEmpty {
                    actions[index].unitCancelCommand = cancelCommand(of: actions[index].cancelledTask)
                }
            }
        }
        rename(&context.actions)
        rename(&context.sentActions)
        rename(&context.sentActionsWithoutEffects)
        rename(&context.effectActions)
        rename(&unitEffects)
        context.unitEffects = unitEffects
        context.unitResponseActions = context.responseActions.filter { !repeatedResponses.contains($0.name) }
        context.hasUnitResponseActions = !context.unitResponseActions.isEmpty
        // The unit publishes a success `then:` follows, named after the command that reports it.
        var succeeded: [String: String] = [:]
        for effect in unitEffects.compactMap(\.effect) where succeeded[effect.response] == nil {
            succeeded[effect.response] = effect.command + "Succeeded"
        }
        for index in context.unitResponseActions.indices where context.unitResponseActions[index].response?.then != nil {
            let name = context.unitResponseActions[index].name
            context.unitResponseActions[index].response?.succeeded = succeeded[name] ?? ""
        }
        for index in context.effectActions.indices where context.effectActions[index].effect?.then != nil {
            // An effect that shares its command reports through the first one's response.
            let effect = context.effectActions[index].effect
            context.effectActions[index].effect?.succeeded = succeeded[effect?.response ?? ""] ?? (effect?.command ?? "") + "Succeeded"
        }
        context.unitSuccesses = context.unitResponseActions.filter { $0.response?.then != nil }
        context.dismissesOnSuccess = context.unitSuccesses.contains { $0.response?.then?.dismisses == true }
        var cancels: [UnitCancelContext] = []
        for cancel in context.unitCancels where !cancels.contains(where: { $0.task == cancel.task }) {
            var cancel = cancel
            cancel.name = cancelCommand(of: cancel.task)
            cancels.append(cancel)
        }
        context.unitCancels = cancels
    }

    /// The unit's command that cancels a task: `cancelLoad()` for `loadTask`.
    private static func cancelCommand(of task: String) -> String {
        SwiftIdentifier.escaped("cancel" + SwiftIdentifier.uppercasingFirst(String(task.dropLast("Task".count))))
    }
}
