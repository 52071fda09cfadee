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
    public enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
    }

    public func update(state: StateType) {
        switch state {
        case .initial:
            post = input.post
            moreNews = []
            isLoadingMore = false
            moreError = nil
        }
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
