import Foundation

@MainActor
public final class RecipeDetailsReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>
    public typealias Input = Action
    public typealias Feedback = InternalAction

    // MARK: - State

    /// What the screen shows: it starts as `.idle`.
    public nonisolated enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded(LoadedState)
        case error
    }

    // MARK: - Action

    public enum Action: Sendable {
        case getRecipe
    }

    // MARK: - InternalAction

    public enum InternalAction: Sendable {
        case didGetRecipe(RecipeDetails.ViewState.LoadedState)
        case errorOccurred
    }

    // MARK: - Output

    public enum Output: Sendable {
    }

    // MARK: - Properties

    /// The input the state does not hold, for the reducer's own use.
    private let recipeId: String

    // MARK: - Lifecycle

    public init(recipeId: String) {
        self.recipeId = recipeId
    }

    // MARK: - Reduce

    public func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        case let .feedback(feedback):
            return reduce(feedback: feedback, into: &state)
        }
    }

    private func reduce(input: Action, into state: inout State) -> Effect {
        switch input {
        case .getRecipe:
            return .none
        }
    }

    private func reduce(feedback: InternalAction, into state: inout State) -> Effect {
        switch feedback {
        case .didGetRecipe:
            return .none
        case .errorOccurred:
            return .none
        }
    }
}

// MARK: - Nested Types

extension RecipeDetailsReducer {
    public nonisolated struct LoadedState: Equatable, Sendable {
        public var title: String
        public var minutes: Int

        public init(
            title: String,
            minutes: Int
        ) {
            self.title = title
            self.minutes = minutes
        }
    }
}
