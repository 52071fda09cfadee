import Foundation

@MainActor
final class ReceiptReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var total: Double

        // MARK: - Lifecycle

        init(orderId: String, total: Double) {
            self.total = total
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case onAppear
        case share
    }

    // MARK: - Output

    enum Output: Sendable {
        case didShare(orderId: String)
    }

    // MARK: - Properties

    /// The input the state does not hold, for the reducer's own use.
    private let orderId: String

    // MARK: - Lifecycle

    init(orderId: String) {
        self.orderId = orderId
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
        case .onAppear:
            return .none
        case .share:
            return .none
        }
    }
}
