import Foundation

@MainActor
final class RecipeBookReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    /// What the screen shows: it starts as `.idle`.
    nonisolated enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded(rows: [RecipeRow], hasMoreRows: Bool)
        case error
    }

    // MARK: - Input

    enum Input: Sendable {
        case loadNextPage
        case openDetails(recipeId: String)
    }

    // MARK: - Feedback

    enum Feedback: Sendable {
        case didLoadPage(rows: [RecipeBook.ViewState.RecipeRow], hasMoreRows: Bool)
        case pageFailed
    }

    // MARK: - Output

    enum Output: Sendable {
        case openDetails(recipeId: String)
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
        case .loadNextPage:
            return .none
        case let .openDetails(recipeId):
            return .output(.openDetails(recipeId: recipeId))
        }
    }

    private func reduce(feedback: Feedback, into state: inout State) -> Effect {
        switch feedback {
        case .didLoadPage:
            return .none
        case .pageFailed:
            return .none
        }
    }
}

// MARK: - Nested Types

extension RecipeBookReducer.State {
    nonisolated struct RecipeRow: Equatable, Sendable {
        var id: String
        var title: String
    }
}
