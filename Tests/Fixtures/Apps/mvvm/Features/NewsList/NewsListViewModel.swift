import Foundation

actor NewsListViewModel: ModuleViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case start
        case didScrollToBottom
        case stopLoading
        case details(post: NewsList.ViewState.NewsItem)
        case onAppear(post: NewsList.ViewState.NewsItem)
        case newsResponse(Result<[NewsList.ViewState.NewsItem], any Error>)
        case onNewsFeedAction(NewsFeed.Action)
    }

    // MARK: - Private Properties

    private let router: NewsList.Router?
    private let state: NewsList.ViewState
    private let output: NewsList.Output?
    /// The services the handlers call.
    private let news: NewsClient
    /// The calls in flight, cancelled when the screen goes away; a test awaits one's value.
    private(set) var fetchPageTask: Task<Void, Never>?

    // MARK: - Lifecycle

    init(
        state: NewsList.ViewState,
        input: NewsList.Input?,
        output: NewsList.Output?,
        router: NewsList.Router?,
        news: NewsClient
    ) {
        self.state = state
        self.output = output
        self.router = router
        self.news = news
    }

    deinit {
        fetchPageTask?.cancel()
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .start:
            await start()
        case .didScrollToBottom:
            await didScrollToBottom()
        case .stopLoading:
            await stopLoading()
        case let .details(post):
            await details(post: post)
        case let .onAppear(post):
            await onAppear(post: post)
        case let .newsResponse(value):
            await newsResponse(value)
        case let .onNewsFeedAction(action):
            await handleNewsFeed(action: action)
        }
    }
}

// MARK: - Private Methods

extension NewsList.ViewModel {
    private func start() async {
        fetchPageTask?.cancel()
        // The task starts before any await, so an action after this one cancels this call.
        fetchPageTask = Task { [weak self, state, news] in
            let page = await state.page
            await state.update {
                // Cancelled before it began, the call leaves the state to what cancelled it.
                guard !Task.isCancelled else { return }
                $0.isLoading = true
                $0.errorMessage = nil
            }
            do {
                let value = try await news.fetchPage(page: page)
                guard !Task.isCancelled else { return }
                await self?.handle(.newsResponse(.success(value)))
            } catch {
                // A call cancelled by a newer one, or as the view model goes away, reports nothing.
                guard !Task.isCancelled else { return }
                await self?.handle(.newsResponse(.failure(error)))
            }
        }
    }

    private func didScrollToBottom() async {
    }

    private func stopLoading() async {
        fetchPageTask?.cancel()
        fetchPageTask = nil
        await state.update {
            $0.isLoading = false
        }
    }

    private func details(post: NewsList.ViewState.NewsItem) async {
        await router?.details(post: post)
    }

    private func onAppear(post: NewsList.ViewState.NewsItem) async {
    }

    private func newsResponse(_ value: Result<[NewsList.ViewState.NewsItem], any Error>) async {
        switch value {
        case let .success(news):
            await state.update {
                $0.isLoading = false
                $0.news = news
            }
        case let .failure(error):
            let message = error.localizedDescription
            await state.update {
                $0.isLoading = false
                $0.errorMessage = message
            }
        }
    }
}

// MARK: - Subview Actions

extension NewsList.ViewModel {
    private func handleNewsFeed(action: NewsFeed.Action) async {
        switch action {
        case let .onTapItem(post):
            await router?.details(post: post)
        case let .onItemAppear(post):
            await news.markAsRead(id: post.id)
        }
    }
}
