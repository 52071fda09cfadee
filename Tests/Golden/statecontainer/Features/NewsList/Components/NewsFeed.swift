import SwiftUI

/// A part of NewsListView.
struct NewsFeed: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let news: [NewsList.ViewState.NewsItem]
        let isLoading: Bool
    }

    enum Action: Sendable {
        case onTapItem(NewsList.ViewState.NewsItem)
        case onItemAppear(NewsList.ViewState.NewsItem)
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("NewsFeed")
    }
}

// MARK: - Preview

#Preview {
    NewsFeed(state: .init(news: [], isLoading: false)) { _ in }
}
