import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
public protocol NewsDetailsModeling {
    var post: NewsList.ViewState.NewsItem? { get }
    var moreNews: [NewsList.ViewState.NewsItem] { get }
    var isLoadingMore: Bool { get }
    var moreError: String? { get }
    var routerSubject: PassthroughSubject<NewsDetailsRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
public final class NewsDetailsModel: ObservableObject, NewsDetailsModeling {
    // MARK: - Properties

    @Published public private(set) var post: NewsList.ViewState.NewsItem?
    @Published public private(set) var moreNews: [NewsList.ViewState.NewsItem]
    @Published public private(set) var isLoadingMore: Bool
    @Published public private(set) var moreError: String?
    public let routerSubject = PassthroughSubject<NewsDetailsRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: NewsDetails.Input) {
        post = input.post
        moreNews = []
        isLoadingMore = false
        moreError = nil
    }

    /// While `fetchPage` runs.
    public func fetchPageStarted() {
        isLoadingMore = true
        moreError = nil
    }

    /// What `fetchPage` returned.
    public func fetchPageLoaded(_ moreNews: [NewsList.ViewState.NewsItem]) {
        isLoadingMore = false
        self.moreNews = moreNews
    }

    /// `fetchPage` failed.
    public func fetchPageFailed(_ error: any Error) {
        isLoadingMore = false
        moreError = error.localizedDescription
    }
}
