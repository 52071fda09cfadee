import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol NewsListModeling {
    var news: [NewsList.ViewState.NewsItem] { get }
    var page: Int { get }
    var isLoading: Bool { get }
    var errorMessage: String? { get }
    var newsFeed: NewsFeed.ViewState { get }
    var routerSubject: PassthroughSubject<NewsListRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class NewsListModel: ObservableObject, NewsListModeling {
    // MARK: - Properties

    @Published private(set) var news: [NewsItem]
    @Published private(set) var page: Int
    @Published private(set) var isLoading: Bool
    @Published private(set) var errorMessage: String?
    let routerSubject = PassthroughSubject<NewsListRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: NewsList.Input) {
        news = []
        page = 1
        isLoading = false
        errorMessage = nil
    }

    /// While `fetchPage` runs.
    func fetchPageStarted() {
        isLoading = true
        errorMessage = nil
    }

    /// `fetchPage` was cancelled: the call reports nothing, so its loading ends here.
    func fetchPageStopped() {
        isLoading = false
    }

    /// What `fetchPage` returned.
    func fetchPageLoaded(_ news: [NewsItem]) {
        isLoading = false
        self.news = news
    }

    /// `fetchPage` failed.
    func fetchPageFailed(_ error: any Error) {
        isLoading = false
        errorMessage = error.localizedDescription
    }

    // MARK: - Custom Elements

    var newsFeed: NewsFeed.ViewState {
        .init(
            news: news,
            isLoading: isLoading
        )
    }
}

// MARK: - Nested Types

extension NewsListModel {
    struct NewsItem: Equatable, Sendable {
        var id: Int
        var title: String
        var text: String
    }
}

extension NewsListModel {
    enum NewsError: Error, Hashable {
        case network
        case decoding
    }
}
