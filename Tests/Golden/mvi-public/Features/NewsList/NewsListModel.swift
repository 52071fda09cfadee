import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
public protocol NewsListModeling {
    var news: [NewsList.ViewState.NewsItem] { get }
    var page: Int { get }
    var isLoading: Bool { get }
    var errorMessage: String? { get }
    var newsFeed: NewsFeed.ViewState { get }
    var routerSubject: PassthroughSubject<NewsListRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
public final class NewsListModel: ObservableObject, NewsListModeling {
    // MARK: - Properties

    @Published public private(set) var news: [NewsItem]
    @Published public private(set) var page: Int
    @Published public private(set) var isLoading: Bool
    @Published public private(set) var errorMessage: String?
    public let routerSubject = PassthroughSubject<NewsListRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: NewsList.Input) {
        news = []
        page = 1
        isLoading = false
        errorMessage = nil
    }

    /// While `fetchPage` runs.
    public func fetchPageStarted() {
        isLoading = true
        errorMessage = nil
    }

    /// `fetchPage` was cancelled: the call reports nothing, so its loading ends here.
    public func fetchPageStopped() {
        isLoading = false
    }

    /// What `fetchPage` returned.
    public func fetchPageLoaded(_ news: [NewsItem]) {
        isLoading = false
        self.news = news
    }

    /// `fetchPage` failed.
    public func fetchPageFailed(_ error: any Error) {
        isLoading = false
        errorMessage = error.localizedDescription
    }

    // MARK: - Custom Elements

    public var newsFeed: NewsFeed.ViewState {
        .init(
            news: news,
            isLoading: isLoading
        )
    }
}

// MARK: - Nested Types

extension NewsListModel {
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

extension NewsListModel {
    public enum NewsError: Error, Hashable {
        case network
        case decoding
    }
}
