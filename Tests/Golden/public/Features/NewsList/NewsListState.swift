import Combine
import Foundation
import SwiftUI

public final class NewsListState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var news: [NewsItem]
    @Published public var page: Int
    @Published public var isLoading: Bool
    @Published public var errorMessage: String?

    // MARK: - Subviews

    public var newsFeed: NewsFeed.ViewState {
        .init(
            news: news,
            isLoading: isLoading
        )
    }

    // MARK: - Lifecycle

    public init(input: NewsList.Input?) {
        news = []
        page = 1
        isLoading = false
        errorMessage = nil
    }
}

// MARK: - Nested Types

extension NewsList.ViewState {
    public struct NewsItem: Equatable, Sendable {
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

extension NewsList.ViewState {
    public enum NewsError: Error, Hashable {
        case network
        case decoding
    }
}
