/// Work a reducer returns: nothing, actions to send back, or an async operation.
public struct Effect<Action>: @unchecked Sendable {
    enum Operation {
        case none
        case send(Action)
        case run(TaskPriority?, @Sendable (Send<Action>) async throws -> Void)
        case merge([Effect<Action>])
    }

    let operation: Operation

    public static var none: Self { Effect(operation: .none) }

    public static func send(_ action: Action) -> Self {
        Effect(operation: .send(action))
    }

    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        // As TCA's: the operation runs with the dependencies the effect was created with (the
        // store's, or a presented feature's), which a task would not otherwise inherit.
        withEscapedDependencies { dependencies in
            Effect(
                operation: .run(
                    priority,
                    { send in
                        await dependencies.yield {
                            do {
                                try await operation(send)
                            } catch {
                                await handler?(error, send)
                            }
                        }
                    }))
        }
    }

    public static func merge(_ effects: Self...) -> Self {
        Effect(operation: .merge(effects))
    }

    public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
        switch operation {
        case .none: return .none
        case .send(let action): return .send(transform(action))
        case .run(let priority, let work):
            return Effect<T>(operation: .run(priority, { send in try await work(Send { action in send(transform(action)) }) }))
        case .merge(let effects): return Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
        }
    }
}

/// Sends actions back into the store from an effect's operation.
@MainActor
public struct Send<Action>: Sendable {
    let send: @MainActor @Sendable (Action) -> Void

    public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
        self.send = send
    }

    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        send(action)
    }
}
