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
    /// What the screen opened with, for `update(state: .initial)`.
    private let input: NewsDetails.Input

    // MARK: - Lifecycle

    init(input: NewsDetails.Input) {
        self.input = input
        post = input.post
        moreNews = []
        isLoadingMore = false
        moreError = nil
    }

    // MARK: - States

    /// The states of the screen: `update(state:)` sets every field a state decides in one
    /// place, so a change of state forgets none (seed 001). Add a case for each state.
    enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
    }

    func update(state: StateType) {
        switch state {
        case .initial:
            post = input.post
            moreNews = []
            isLoadingMore = false
            moreError = nil
        }
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
