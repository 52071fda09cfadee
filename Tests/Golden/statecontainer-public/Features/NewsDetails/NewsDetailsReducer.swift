import Foundation

@MainActor
public final class NewsDetailsReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public let post: NewsList.ViewState.NewsItem?
        public var moreNews: [NewsList.ViewState.NewsItem]
        public var isLoadingMore: Bool
        public var moreError: String?

        // MARK: - Lifecycle

        public init(post: NewsList.ViewState.NewsItem) {
            self.post = post
            self.moreNews = []
            self.isLoadingMore = false
            self.moreError = nil
        }
    }

    // MARK: - Input

    public enum Input: Sendable {
        case onAppear
        case onDisappear
        case share
        case dismiss
        case loadMore(page: Int)
    }

    // MARK: - Feedback

    public enum Feedback: Sendable {
        case moreResponse(Result<[NewsList.ViewState.NewsItem], any Error>)
    }

    // MARK: - Output

    public enum Output: Sendable {
        case dismiss
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
    private nonisolated enum CancelID { case loadMore }

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
