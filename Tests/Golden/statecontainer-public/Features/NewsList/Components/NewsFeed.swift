import SwiftUI

/// A part of NewsListView.
public struct NewsFeed: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let news: [NewsList.ViewState.NewsItem]
        public let isLoading: Bool

        public init(news: [NewsList.ViewState.NewsItem], isLoading: Bool) {
            self.news = news
            self.isLoading = isLoading
        }
    }

    public enum Action: Sendable {
        case onTapItem(NewsList.ViewState.NewsItem)
        case onItemAppear(NewsList.ViewState.NewsItem)
    }

    // MARK: - Properties

    public let state: ViewState
    public let onAction: (Action) -> Void

    public init(state: ViewState, onAction: @escaping (Action) -> Void) {
        self.state = state
        self.onAction = onAction
    }

    // MARK: - Body

    public var body: some View {
        Text("NewsFeed")
    }
}

// MARK: - Preview

#Preview {
    NewsFeed(state: .init(news: [], isLoading: false)) { _ in }
}
