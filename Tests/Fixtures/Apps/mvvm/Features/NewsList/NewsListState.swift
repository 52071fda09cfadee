import Combine
import Foundation
import SwiftUI

final class NewsListState: ViewStateProtocol {
    // MARK: - Properties

    @Published var news: [NewsItem]
    @Published var page: Int
    @Published var isLoading: Bool
    @Published var errorMessage: String?

    // MARK: - Subviews

    var newsFeed: NewsFeed.ViewState {
        .init(
            news: news,
            isLoading: isLoading
        )
    }

    // MARK: - Lifecycle

    init(input: NewsList.Input?) {
        news = []
        page = 1
        isLoading = false
        errorMessage = nil
    }
}

// MARK: - Nested Types

extension NewsList.ViewState {
    struct NewsItem: Equatable, Sendable {
        var id: Int
        var title: String
        var text: String
    }
}

extension NewsList.ViewState {
    enum NewsError: Error, Hashable {
        case network
        case decoding
    }
}
