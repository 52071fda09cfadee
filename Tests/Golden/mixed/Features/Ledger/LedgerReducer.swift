import Foundation

@MainActor
final class LedgerReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var entry: Entry
        var pinned: Summary.ViewState
        var total: Int

        // MARK: - Subviews

        var summary: Summary.ViewState {
            .init(
                total: total
            )
        }

        // MARK: - Lifecycle

        init(entry: Ledger.ViewState.Entry) {
            self.entry = entry
            self.pinned = Summary.ViewState(total: 0)
            self.total = 0
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case pin
    }

    // MARK: - Output

    enum Output: Sendable {
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
        case .pin:
            return .none
        }
    }
}

// MARK: - Nested Types

extension LedgerReducer.State {
    nonisolated struct Entry: Equatable, Sendable {
        var amount: Int
        var note: String?

        var hasNote: Bool {
            note != nil
        }
    }
}
