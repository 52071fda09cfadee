/// TCA's effect cancellation: `.cancellable(id:)` marks a long-running effect, and
/// `.cancel(id:)` cancels the effects running under the id. Stand-in: the cancellation happens
/// when the reducer returns `.cancel(id:)` (TCA's store runs it at once too), and an effect made
/// cancellable before that but not yet started never starts its work.
extension Effect {
    public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Self {
        let key = AnyHashable(id)
        if cancelInFlight { _CancellationRegistry.cancel(key) }
        let generation = _CancellationRegistry.generation(of: key)
        switch operation {
        case .none, .send:
            return self
        case .run(let priority, let work):
            return Effect(
                operation: .run(
                    priority,
                    { send in
                        let task = Task<Void, any Error> { try await work(send) }
                        guard _CancellationRegistry.insert(task, for: AnyHashable(id), ifStill: generation) else {
                            task.cancel()
                            return
                        }
                        try await withTaskCancellationHandler {
                            try await task.value
                        } onCancel: {
                            task.cancel()
                        }
                    }))
        case .merge(let effects):
            return Effect(operation: .merge(effects.map { $0.cancellable(id: id) }))
        }
    }

    public static func cancel<ID: Hashable & Sendable>(id: ID) -> Self {
        _CancellationRegistry.cancel(AnyHashable(id))
        return .none
    }
}

/// Stand-in: the running cancellable effects, by id, and how often each id was cancelled.
enum _CancellationRegistry {
    nonisolated(unsafe) private static var tasks: [AnyHashable: [Task<Void, any Error>]] = [:]
    nonisolated(unsafe) private static var generations: [AnyHashable: Int] = [:]
    private static let lock = NSLock()

    static func generation(of id: AnyHashable) -> Int {
        lock.withLock { generations[id, default: 0] }
    }

    /// Keeps the task under the id, unless the id was cancelled since `generation`.
    static func insert(_ task: Task<Void, any Error>, for id: AnyHashable, ifStill generation: Int) -> Bool {
        lock.withLock {
            guard generations[id, default: 0] == generation else { return false }
            tasks[id, default: []].append(task)
            return true
        }
    }

    static func cancel(_ id: AnyHashable) {
        let cancelled = lock.withLock {
            generations[id, default: 0] += 1
            return tasks.removeValue(forKey: id) ?? []
        }
        cancelled.forEach { $0.cancel() }
    }
}
