import Combine
import Foundation

/// The state container of seed 002 — Effect, Reducer, Message and Store — in a namespace, so
/// it lives beside other architectures' runtimes (mvvm's Reducer, TCA's Store) in one module.
enum StateContainer {
    // MARK: - Effect

    /// What a reducer returns: an output for the feature's owner, and work whose results come
    /// back as feedback.
    struct Effect<Feedback, Output>: Sendable where Feedback: Sendable, Output: Sendable {
        typealias Operation = @Sendable (_ send: @escaping @Sendable (Feedback) async -> Void) async -> Void

        fileprivate let output: Output?
        fileprivate let operation: Operation

        init(output: Output?, operation: @escaping Operation) {
            self.output = output
            self.operation = operation
        }

        static var none: Self {
            .init(output: nil) { _ in }
        }

        static func output(_ output: Output) -> Self {
            .init(output: output) { _ in }
        }

        static func run(operation: @escaping Operation) -> Self {
            .init(output: nil, operation: operation)
        }
    }

    // MARK: - Reducer

    /// Changes the state for a message and says what happens next.
    @MainActor
    protocol Reducer<State, Input, Feedback, Output>: AnyObject {
        associatedtype State: Equatable, Sendable
        associatedtype Input: Sendable
        associatedtype Feedback: Sendable = Never
        associatedtype Output: Sendable = Never

        func reduce(message: Message<Input, Feedback>, into state: inout State) -> Effect<Feedback, Output>
    }

    /// An input from the view, or feedback from an effect.
    enum Message<Input, Feedback>: Sendable where Input: Sendable, Feedback: Sendable {
        case input(Input)
        case feedback(Feedback)
    }

    // MARK: - Store

    /// Holds the state, runs the reducer for every message and the effects it returns, and
    /// publishes the outputs.
    @MainActor
    @dynamicMemberLookup
    final class Store<State, Input, Feedback, Output>: ObservableObject
    where State: Equatable & Sendable, Input: Sendable, Feedback: Sendable, Output: Sendable {
        @Published private(set) var state: State

        private let reducer: any Reducer<State, Input, Feedback, Output>
        private let outputSubject = PassthroughSubject<Output, Never>()
        private var tasks: [Task<Void, Never>] = []

        /// The outputs, for the feature's owner.
        var outputPublisher: AnyPublisher<Output, Never> {
            outputSubject.eraseToAnyPublisher()
        }

        init(state: State, reducer: some Reducer<State, Input, Feedback, Output>) {
            self.state = state
            self.reducer = reducer
        }

        @discardableResult
        func send(_ message: Input) -> Task<Void, Never> {
            let task = Task { await send(.input(message)) }
            tasks.append(task)
            return task
        }

        func send(_ message: Input) async {
            await send(.input(message))
        }

        private func send(_ message: Message<Input, Feedback>) async {
            guard !Task.isCancelled else { return }
            let effect = reducer.reduce(message: message, into: &state)
            if let output = effect.output {
                outputSubject.send(output)
            }
            await effect.operation { [weak self] feedback in
                guard !Task.isCancelled else { return }
                await self?.send(.feedback(feedback))
            }
        }

        subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
            state[keyPath: keyPath]
        }
    }
}
