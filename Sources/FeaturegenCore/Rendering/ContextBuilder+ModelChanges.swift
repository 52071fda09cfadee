/// The changes a model makes of an effect's result, for an architecture whose model alone
/// writes its fields (mvi's `private(set)` fields): the intent calls `fetchPageStarted()`,
/// `fetchPageLoaded(news)`, `fetchPageFailed(error)` and `fetchPageStopped()`, the article's
/// `display(image:)`.
extension ContextBuilder {
    /// Names the response's changes after the effect's command, with the set field's value as
    /// their parameter.
    static func addModelChange(
        to handling: inout ResponseContext, effect: FeatureSpec.Effect, command: String, in spec: FeatureSpec
    ) {
        handling.change = command
        let set = effect.set.map(SwiftIdentifier.escaped)
        if effect.set != nil, let type = spec.state.first(where: { $0.name == effect.set })?.type {
            handling.changeArgument = handling.binding
            handling.changeType = type
        }
        handling.changeSuccessStatements = handling.successStatements.map { statement in
            statement == "\(handling.binding) = \(handling.binding)" && set == handling.binding ? "self." + statement : statement
        }
    }

    /// Names the change that ends the loading of the effects of the id `cancels:` names, once
    /// per id (the first action that cancels it declares it).
    static func addCancelChange(to actions: inout [ActionContext], at index: Int, id: String, of spec: FeatureSpec) {
        guard !actions[index].cancelStatements.isEmpty else { return }
        actions[index].cancelChange = id + "Stopped"
        let first = spec.actions.firstIndex { $0.cancelsID == id }
        actions[index].declaresCancelChange = first == index
    }
}
