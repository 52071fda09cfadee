import Combine
import SwiftUI

/// Turns the unit's business state into NewsDetailsView's state, and passes the view's
/// commands to the unit.
@MainActor
final class NewsDetailsViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let newsDetailsUnit: NewsDetailsUnitInput & NewsDetailsUnitOutput

    // MARK: - Published

    @Published var state: NewsDetailsView.ViewState

    // MARK: - Init

    init(post: NewsList.ViewState.NewsItem, newsDetailsUnit: NewsDetailsUnitInput & NewsDetailsUnitOutput) {
        self.state = .init(post: post)
        self.newsDetailsUnit = newsDetailsUnit
        subscribe()
    }
}

// MARK: - NewsDetailsViewOutput

extension NewsDetailsViewStateHolder: NewsDetailsViewOutput {
    func onAppear() {
    }

    func onDisappear() {
    }

    func share() {
    }

    func dismiss() {
    }

    func loadMore(page: Int) {
        newsDetailsUnit.fetchPage(page: page)
    }
}

// MARK: - Private Methods

extension NewsDetailsViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
        newsDetailsUnit.moreNews
            .sink { [weak self] moreNews in
                self?.state.moreNews = moreNews
            }
            .store(in: &cancellables)

        newsDetailsUnit.isLoadingMore
            .sink { [weak self] isLoadingMore in
                self?.state.isLoadingMore = isLoadingMore
            }
            .store(in: &cancellables)

        newsDetailsUnit.moreError
            .sink { [weak self] moreError in
                self?.state.moreError = moreError
            }
            .store(in: &cancellables)
    }
}
