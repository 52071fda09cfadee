import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol NewsDetailsModeling {
    var post: NewsList.ViewState.NewsItem? { get }
    var moreNews: [NewsList.ViewState.NewsItem] { get }
    var isLoadingMore: Bool { get }
    var moreError: String? { get }
    var routerSubject: PassthroughSubject<NewsDetailsRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class NewsDetailsModel: ObservableObject, NewsDetailsModeling {
    // MARK: - Properties

    @Published private(set) var post: NewsList.ViewState.NewsItem?
    @Published private(set) var moreNews: [NewsList.ViewState.NewsItem]
    @Published private(set) var isLoadingMore: Bool
    @Published private(set) var moreError: String?
    let routerSubject = PassthroughSubject<NewsDetailsRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: NewsDetails.Input) {
        post = input.post
        moreNews = []
        isLoadingMore = false
        moreError = nil
    }

    /// While `fetchPage` runs.
    func fetchPageStarted() {
        isLoadingMore = true
        moreError = nil
    }

    /// What `fetchPage` returned.
    func fetchPageLoaded(_ moreNews: [NewsList.ViewState.NewsItem]) {
        isLoadingMore = false
        self.moreNews = moreNews
    }

    /// `fetchPage` failed.
    func fetchPageFailed(_ error: any Error) {
        isLoadingMore = false
        moreError = error.localizedDescription
    }
}
