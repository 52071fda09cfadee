import Combine
import SwiftUI

/// Turns the unit's business state into NewsListView's state, and passes the view's
/// commands to the unit.
@MainActor
final class NewsListViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let newsListUnit: NewsListUnitInput & NewsListUnitOutput

    // MARK: - Published

    @Published var state: NewsListView.ViewState = .init()

    // MARK: - Init

    init(newsListUnit: NewsListUnitInput & NewsListUnitOutput) {
        self.newsListUnit = newsListUnit
        subscribe()
    }
}

// MARK: - NewsListViewOutput

extension NewsListViewStateHolder: NewsListViewOutput {
    func start() {
        newsListUnit.fetchPage(page: state.page)
    }

    func didScrollToBottom() {
    }

    func stopLoading() {
        newsListUnit.cancelFetchPage()
    }

    func details(post: NewsList.ViewState.NewsItem) {
    }

    func onAppear(post: NewsList.ViewState.NewsItem) {
    }

    func handleNewsFeed(_ action: NewsFeed.Action) {
        switch action {
        case .onTapItem:
            break
        case .onItemAppear:
            break
        }
    }
}

// MARK: - Private Methods

extension NewsListViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
        newsListUnit.loadedNews
            .sink { [weak self] news in
                self?.state.news = news
            }
            .store(in: &cancellables)

        newsListUnit.isLoading
            .sink { [weak self] isLoading in
                self?.state.isLoading = isLoading
            }
            .store(in: &cancellables)

        newsListUnit.errorMessage
            .sink { [weak self] errorMessage in
                self?.state.errorMessage = errorMessage
            }
            .store(in: &cancellables)
    }
}
