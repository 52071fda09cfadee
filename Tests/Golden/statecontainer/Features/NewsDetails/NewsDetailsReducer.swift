import Foundation

@MainActor
final class NewsDetailsReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        let post: NewsList.ViewState.NewsItem?

        // MARK: - Lifecycle

        init(post: NewsList.ViewState.NewsItem) {
            self.post = post
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case onAppear
        case onDisappear
        case share
        case dismiss
    }

    // MARK: - Output

    enum Output: Sendable {
        case dismiss
    }

    // MARK: - Dependencies

    /// The services the effects call: `return .run { [news] send in … }`.
    private let news: NewsClient

    // MARK: - Lifecycle

    init(news: NewsClient) {
        self.news = news
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
        case .onDisappear:
            return .none
        case .share:
            return .none
        case .dismiss:
            return .output(.dismiss)
        }
    }
}
