import Foundation

@MainActor
public final class NewsListReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public var news: [NewsItem]
        public var page: Int
        public var isLoading: Bool
        public var errorMessage: String?

        // MARK: - Subviews

        public var newsFeed: NewsFeed.ViewState {
            .init(
                news: news,
                isLoading: isLoading
            )
        }

        // MARK: - Lifecycle

        public init() {
            self.news = []
            self.page = 1
            self.isLoading = false
            self.errorMessage = nil
        }
    }

    // MARK: - Input

    public enum Input: Sendable {
        case start
        case didScrollToBottom
        case stopLoading
        case details(post: NewsList.ViewState.NewsItem)
        case onAppear(post: NewsList.ViewState.NewsItem)
        case onNewsFeedAction(NewsFeed.Action)
    }

    // MARK: - Feedback

    public enum Feedback: Sendable {
        case newsResponse(Result<[NewsList.ViewState.NewsItem], any Error>)
    }

    // MARK: - Output

    public enum Output: Sendable {
        case details(post: NewsList.ViewState.NewsItem)
    }

    // MARK: - Dependencies

    /// The services the effects call.
    private let news: NewsClient

    // MARK: - Lifecycle

    public init(news: NewsClient) {
        self.news = news
    }

    // MARK: - Effects

    /// The ids of the effects that run long, cancelled by id.
    private nonisolated enum CancelID { case fetchPage }

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
        case .start:
            state.isLoading = true
            state.errorMessage = nil
            return .run { [news, page = state.page] send in
                do {
                    let value = try await news.fetchPage(page: page)
                    await send(.newsResponse(.success(value)))
                } catch {
                    await send(.newsResponse(.failure(error)))
                }
            }
            .cancellable(id: CancelID.fetchPage, cancelInFlight: true)
        case .didScrollToBottom:
            return .none
        case .stopLoading:
            state.isLoading = false
            return .cancel(id: CancelID.fetchPage)
        case let .details(post):
            return .output(.details(post: post))
        case .onAppear:
            return .none
        case .onNewsFeedAction:
            return .none
        }
    }

    private func reduce(feedback: Feedback, into state: inout State) -> Effect {
        switch feedback {
        case let .newsResponse(.success(news)):
            state.isLoading = false
            state.news = news
            return .none
        case let .newsResponse(.failure(error)):
            state.isLoading = false
            state.errorMessage = error.localizedDescription
            return .none
        }
    }
}

// MARK: - Nested Types

extension NewsListReducer.State {
    public nonisolated struct NewsItem: Equatable, Sendable {
        public var id: Int
        public var title: String
        public var text: String

        public init(
            id: Int,
            title: String,
            text: String
        ) {
            self.id = id
            self.title = title
            self.text = text
        }
    }
}

extension NewsListReducer.State {
    public nonisolated enum NewsError: Error, Hashable {
        case network
        case decoding
    }
}
