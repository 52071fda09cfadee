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
        case stopLoading
        case details(post: NewsList.ViewState.NewsItem)
        case onAppear(post: NewsList.ViewState.NewsItem)
        case onNewsFeedAction(NewsFeed.Action)
    }

    // MARK: - Feedback

    enum Feedback: Sendable {
        case newsResponse(Result<[NewsList.ViewState.NewsItem], any Error>)
    }

    // MARK: - Output

    enum Output: Sendable {
        case details(post: NewsList.ViewState.NewsItem)
    }

    // MARK: - Dependencies

    /// The services the effects call.
    private let news: NewsClient

    // MARK: - Lifecycle

    init(news: NewsClient) {
        self.news = news
    }

    // MARK: - Effects

    /// The ids of the effects that run long, cancelled by id.
    private nonisolated enum CancelID { case fetchPage }

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
