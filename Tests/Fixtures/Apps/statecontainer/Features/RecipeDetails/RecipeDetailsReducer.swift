import Foundation

@MainActor
final class RecipeDetailsReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>
    typealias Input = Action
    typealias Feedback = InternalAction

    // MARK: - State

    /// What the screen shows: it starts as `.idle`.
    nonisolated enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded(LoadedState)
        case error
    }

    // MARK: - Action

    enum Action: Sendable {
        case getRecipe
    }

    // MARK: - InternalAction

    enum InternalAction: Sendable {
        case didGetRecipe(RecipeDetails.ViewState.LoadedState)
        case errorOccurred
    }

    // MARK: - Output

    enum Output: Sendable {
    }

    // MARK: - Properties

    /// The input the state does not hold, for the reducer's own use.
    private let recipeId: String

    // MARK: - Lifecycle

    init(recipeId: String) {
        self.recipeId = recipeId
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

    private func reduce(input: Action, into state: inout State) -> Effect {
        switch input {
        case .getRecipe:
            state = .loading
            return .run { [recipeId] send in
                if recipeId.isEmpty {
                    await send(.errorOccurred)
                } else {
                    await send(.didGetRecipe(LoadedState(title: "Recipe \(recipeId)", minutes: 20)))
                }
            }
        }
    }

    private func reduce(feedback: InternalAction, into state: inout State) -> Effect {
        switch feedback {
        case let .didGetRecipe(recipe):
            state = .loaded(recipe)
            return .none
        case .errorOccurred:
            state = .error
            return .none
        }
    }
}

// MARK: - Nested Types

extension RecipeDetailsReducer {
    nonisolated struct LoadedState: Equatable, Sendable {
        var title: String
        var minutes: Int
    }
}
