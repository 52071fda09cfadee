import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class NewsListIntent: ObservableObject {
    // MARK: - Properties

    public let model: NewsListModeling
    /// The same model, which the intent changes; the view reads it only as `NewsListModeling`.
    private let writableModel: NewsListModel
    /// The services the handlers call.
    private let news: NewsClient
    /// The calls in flight, cancelled when the intent goes away; a test awaits one's value.
    private(set) var fetchPageTask: Task<Void, Never>?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    public init(input: NewsList.Input, news: NewsClient) {
        let model = NewsListModel(input: input)
        self.model = model
        writableModel = model
        self.news = news
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }

    /// The view owns the intent: when the screen goes away, so do the calls it started.
    deinit {
        fetchPageTask?.cancel()
    }
}

// MARK: - API

extension NewsListIntent {
    public func start() {
        let page = model.page
        writableModel.fetchPageStarted()
        fetchPageTask?.cancel()
        fetchPageTask = Task { [weak self, news] in
            do {
                let value = try await news.fetchPage(page: page)
                guard !Task.isCancelled else { return }
                self?.newsResponse(.success(value))
            } catch {
                // A call cancelled by a newer one, or as the intent goes away, reports nothing.
                guard !Task.isCancelled else { return }
                self?.newsResponse(.failure(error))
            }
        }
    }

    public func didScrollToBottom() {
    }

    public func stopLoading() {
        fetchPageTask?.cancel()
        fetchPageTask = nil
        writableModel.fetchPageStopped()
    }

    public func details(post: NewsList.ViewState.NewsItem) {
        writableModel.routerSubject.send(.details(post: post))
    }

    public func onAppear(post: NewsList.ViewState.NewsItem) {
    }

    public func newsResponse(_ value: Result<[NewsList.ViewState.NewsItem], any Error>) {
        switch value {
        case let .success(news):
            writableModel.fetchPageLoaded(news)
        case let .failure(error):
            writableModel.fetchPageFailed(error)
        }
    }

    public func handleNewsFeed(_ action: NewsFeed.Action) {
        switch action {
        case .onTapItem:
            break
        case .onItemAppear:
            break
        }
    }
}
