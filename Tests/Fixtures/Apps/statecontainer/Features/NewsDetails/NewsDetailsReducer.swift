import Foundation

@MainActor
final class NewsDetailsReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        let post: NewsList.ViewState.NewsItem?
        var moreNews: [NewsList.ViewState.NewsItem]
        var isLoadingMore: Bool
        var moreError: String?

        // MARK: - Lifecycle

        init(post: NewsList.ViewState.NewsItem) {
            self.post = post
            self.moreNews = []
            self.isLoadingMore = false
            self.moreError = nil
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case onAppear
        case onDisappear
        case share
        case dismiss
        case loadMore(page: Int)
    }

    // MARK: - Feedback

    enum Feedback: Sendable {
        case moreResponse(Result<[NewsList.ViewState.NewsItem], any Error>)
    }

    // MARK: - Output

    enum Output: Sendable {
        case dismiss
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
    private nonisolated enum CancelID { case loadMore }

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
            guard let post = state.post else { return .none }
            return .run { [news] _ in await news.markAsRead(id: post.id) }
        case .onDisappear:
            return .none
        case .share:
            return .none
        case .dismiss:
            return .output(.dismiss)
        case let .loadMore(page):
            state.isLoadingMore = true
            state.moreError = nil
            return .run { [news] send in
                do {
                    let value = try await news.fetchPage(page: page)
                    await send(.moreResponse(.success(value)))
                } catch {
                    await send(.moreResponse(.failure(error)))
                }
            }
            .cancellable(id: CancelID.loadMore, cancelInFlight: true)
        }
    }

    private func reduce(feedback: Feedback, into state: inout State) -> Effect {
        switch feedback {
        case let .moreResponse(.success(moreNews)):
            state.isLoadingMore = false
            state.moreNews = moreNews
            return .none
        case let .moreResponse(.failure(error)):
            state.isLoadingMore = false
            state.moreError = error.localizedDescription
            return .none
        }
    }
}
