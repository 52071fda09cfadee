extension ContextBuilder {
    /// Marks the effects whose calls run side by side: those of an action without
    /// `cancelInFlight` (or without `cancellable:`), where a newer call does not cancel an older
    /// one. A feature that keeps its calls in tasks keeps every one of these, so that `cancels:`
    /// and the feature going away cancel them all, not only the latest.
    static func markConcurrentTasks(in context: inout FeatureContext) {
        let concurrent = context.actions.compactMap { $0.cancelsInFlight ? nil : $0.effect?.task }.uniqued()
        context.concurrentEffectTasks = concurrent
        context.singleEffectTasks = context.effectTasks.filter { !concurrent.contains($0) }
        for index in context.actions.indices {
            if let task = context.actions[index].effect?.task, concurrent.contains(task) {
                context.actions[index].effect?.keepsEveryTask = true
            }
            context.actions[index].cancelsEveryTask = concurrent.contains(context.actions[index].cancelledTask)
        }
    }
}
