import Foundation

actor NewsDetailsViewModel: ModuleViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case onDisappear
        case share
        case dismiss
        case loadMore(page: Int)
        case moreResponse(Result<[NewsList.ViewState.NewsItem], any Error>)
    }

    // MARK: - Private Properties

    private let router: NewsDetails.Router?
    private let state: NewsDetails.ViewState
    private let output: NewsDetails.Output?
    /// The services the handlers call.
    private let news: NewsClient
    /// The calls in flight, cancelled when the screen goes away; a test awaits one's value.
    private(set) var loadMoreTask: Task<Void, Never>?

    // MARK: - Lifecycle

    init(
        state: NewsDetails.ViewState,
        input: NewsDetails.Input?,
        output: NewsDetails.Output?,
        router: NewsDetails.Router?,
        news: NewsClient
    ) {
        self.state = state
        self.output = output
        self.router = router
        self.news = news
    }

    deinit {
        loadMoreTask?.cancel()
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .onAppear:
            await onAppear()
        case .onDisappear:
            await onDisappear()
        case .share:
            await share()
        case .dismiss:
            await dismiss()
        case let .loadMore(page):
            await loadMore(page: page)
        case let .moreResponse(value):
            await moreResponse(value)
        }
    }
}

// MARK: - Private Methods

extension NewsDetails.ViewModel {
    private func onAppear() async {
    }

    private func onDisappear() async {
    }

    private func share() async {
    }

    private func dismiss() async {
        await router?.dismiss()
    }

    private func loadMore(page: Int) async {
        loadMoreTask?.cancel()
        // The task starts before any await, so an action after this one cancels this call.
        loadMoreTask = Task { [weak self, state, news] in
            await state.update {
                // Cancelled before it began, the call leaves the state to what cancelled it.
                guard !Task.isCancelled else { return }
                $0.isLoadingMore = true
                $0.moreError = nil
            }
            do {
                let value = try await news.fetchPage(page: page)
                guard !Task.isCancelled else { return }
                await self?.handle(.moreResponse(.success(value)))
            } catch {
                // A call cancelled by a newer one, or as the view model goes away, reports nothing.
                guard !Task.isCancelled else { return }
                await self?.handle(.moreResponse(.failure(error)))
            }
        }
    }

    private func moreResponse(_ value: Result<[NewsList.ViewState.NewsItem], any Error>) async {
        switch value {
        case let .success(moreNews):
            await state.update {
                $0.isLoadingMore = false
                $0.moreNews = moreNews
            }
        case let .failure(error):
            let message = error.localizedDescription
            await state.update {
                $0.isLoadingMore = false
                $0.moreError = message
            }
        }
    }
}
