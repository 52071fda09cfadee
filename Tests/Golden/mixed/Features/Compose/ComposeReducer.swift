import Foundation

@MainActor
final class ComposeReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        // MARK: - Lifecycle

        init() {
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case send
        case dismiss
    }

    // MARK: - Output

    enum Output: Sendable {
        case dismiss
    }

    // MARK: - Dependencies

    /// The services the effects call.
    private let mail: MailClient

    // MARK: - Lifecycle

    init(mail: MailClient) {
        self.mail = mail
    }

    // MARK: - Reduce

    func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .send:
            return .none
        case .dismiss:
            return .output(.dismiss)
        }
    }
}
