/// TCA's effect cancellation: `.cancellable(id:)` marks a long-running effect, and
/// `.cancel(id:)` cancels the effects running under the id. Stand-in: the cancellation happens
/// when the reducer returns `.cancel(id:)` (TCA's store runs it at once too), and an effect made
/// cancellable before that but not yet started never starts its work. As in TCA, the ids of one
/// store are its own: tests that run in parallel, each with its store, never cancel each other.
extension Effect {
    public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Self {
        let key = AnyHashable(id)
        let registry = _CancellationRegistry.current
        if cancelInFlight { registry.cancel(key) }
        let generation = registry.generation(of: key)
        switch operation {
        case .none, .send:
            return self
        case .run(let priority, let work):
            return Effect(
                operation: .run(
                    priority,
                    { send in
                        let task = Task<Void, any Error> { try await work(send) }
                        guard registry.insert(task, for: AnyHashable(id), ifStill: generation) else {
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
        _CancellationRegistry.current.cancel(AnyHashable(id))
        return .none
    }
}

/// Stand-in: a store's running cancellable effects, by id, and how often each id was cancelled.
final class _CancellationRegistry: @unchecked Sendable {
    /// The registry of the store whose reducer is running.
    @TaskLocal static var current = _CancellationRegistry()

    private var tasks: [AnyHashable: [Task<Void, any Error>]] = [:]
    private var generations: [AnyHashable: Int] = [:]
    private let lock = NSLock()

    func generation(of id: AnyHashable) -> Int {
        lock.withLock { generations[id, default: 0] }
    }

    /// Keeps the task under the id, unless the id was cancelled since `generation`.
    func insert(_ task: Task<Void, any Error>, for id: AnyHashable, ifStill generation: Int) -> Bool {
        lock.withLock {
            guard generations[id, default: 0] == generation else { return false }
            tasks[id, default: []].append(task)
            return true
        }
    }

    func cancel(_ id: AnyHashable) {
        let cancelled = lock.withLock {
            generations[id, default: 0] += 1
            return tasks.removeValue(forKey: id) ?? []
        }
        cancelled.forEach { $0.cancel() }
    }
}
