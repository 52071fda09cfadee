import Foundation

@MainActor
final class InboxReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var unread: Int

        // MARK: - Lifecycle

        init() {
            self.unread = 0
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case refresh
        case open(subject: String)
    }

    // MARK: - Output

    enum Output: Sendable {
        case open(subject: String)
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
        case .refresh:
            return .none
        case let .open(subject):
            return .output(.open(subject: subject))
        }
    }
}
