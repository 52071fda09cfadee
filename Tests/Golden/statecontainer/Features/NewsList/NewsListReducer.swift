import Foundation

@MainActor
final class NewsListReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var news: [NewsItem]
        var page: Int
        var isLoading: Bool
        var errorMessage: String?

        // MARK: - Subviews

        var newsFeed: NewsFeed.ViewState {
            .init(
                news: news,
                isLoading: isLoading
            )
        }

        // MARK: - Lifecycle

        init() {
            self.news = []
            self.page = 1
            self.isLoading = false
            self.errorMessage = nil
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case start
        case didScrollToBottom
        case details(post: NewsList.ViewState.NewsItem)
        case onAppear(post: NewsList.ViewState.NewsItem)
        case newsResponse(Result<[NewsList.ViewState.NewsItem], any Error>)
        case onNewsFeedAction(NewsFeed.Action)
    }

    // MARK: - Output

    enum Output: Sendable {
        case details(post: NewsList.ViewState.NewsItem)
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
        case .start:
            return .none
        case .didScrollToBottom:
            return .none
        case let .details(post):
            return .output(.details(post: post))
        case .onAppear:
            return .none
        case .newsResponse:
            return .none
        case .onNewsFeedAction:
            return .none
        }
    }
}

// MARK: - Nested Types

extension NewsListReducer.State {
    nonisolated struct NewsItem: Equatable, Sendable {
        var id: Int
        var title: String
        var text: String
    }
}

extension NewsListReducer.State {
    nonisolated enum NewsError: Error, Hashable {
        case network
        case decoding
    }
}
