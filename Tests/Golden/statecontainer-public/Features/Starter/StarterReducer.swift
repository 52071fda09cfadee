import Foundation

@MainActor
public final class StarterReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public var title: String
        public var isLoading: Bool

        // MARK: - Subviews

        public var starterHeader: StarterHeader.ViewState {
            .init(
                title: title
            )
        }

        // MARK: - Lifecycle

        public init(title: String) {
            self.title = title
            self.isLoading = false
        }
    }

    // MARK: - Input

    public enum Input: Sendable {
        case onAppear
        case dismiss
        case onStarterHeaderAction(StarterHeader.Action)
    }

    // MARK: - Feedback

    public enum Feedback: Sendable {
        case didLoad(title: String)
    }

    // MARK: - Output

    public enum Output: Sendable {
        case didFinish
        case dismiss
    }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Reduce

    public func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
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
