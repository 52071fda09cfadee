import Foundation

@MainActor
public final class NewsDetailsReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public let post: NewsList.ViewState.NewsItem?

        // MARK: - Lifecycle

        public init(post: NewsList.ViewState.NewsItem) {
            self.post = post
        }
    }

    // MARK: - Input

    public enum Input: Sendable {
        case onAppear
        case onDisappear
        case share
        case dismiss
    }

    // MARK: - Output

    public enum Output: Sendable {
        case dismiss
    }

    // MARK: - Dependencies

    /// The services the effects call: `return .run { [news] send in … }`.
    private let news: NewsClient

    // MARK: - Lifecycle

    public init(news: NewsClient) {
        self.news = news
    }

    // MARK: - Reduce

    public func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
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
