import Foundation

@MainActor
final class StarterReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var title: String
        var isLoading: Bool

        // MARK: - Subviews

        var starterHeader: StarterHeader.ViewState {
            .init(
                title: title
            )
        }

        // MARK: - Lifecycle

        init(title: String) {
            self.title = title
            self.isLoading = false
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case onAppear
        case dismiss
        case onStarterHeaderAction(StarterHeader.Action)
    }

    // MARK: - Feedback

    enum Feedback: Sendable {
        case didLoad(title: String)
    }

    // MARK: - Output

    enum Output: Sendable {
        case didFinish
        case dismiss
    }

    // MARK: - Reduce

    func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        case let .feedback(feedback):
            return reduce(feedback: feedback, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .onAppear:
            return .none
        case .dismiss:
            return .output(.dismiss)
        case .onStarterHeaderAction:
            return .none
        }
    }

    private func reduce(feedback: Feedback, into state: inout State) -> Effect {
        switch feedback {
        case .didLoad:
            return .none
        }
    }
}
