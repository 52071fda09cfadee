import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class NewsDetailsIntent: ObservableObject {
    // MARK: - Properties

    let model: NewsDetailsModeling
    /// The same model, which the intent changes; the view reads it only as `NewsDetailsModeling`.
    private let writableModel: NewsDetailsModel
    /// The services the handlers call.
    private let news: NewsClient
    /// The calls in flight, cancelled when the intent goes away; a test awaits one's value.
    private(set) var loadMoreTask: Task<Void, Never>?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(input: NewsDetails.Input, news: NewsClient) {
        let model = NewsDetailsModel(input: input)
        self.model = model
        writableModel = model
        self.news = news
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }

    /// The view owns the intent: when the screen goes away, so do the calls it started.
    deinit {
        loadMoreTask?.cancel()
    }
}

// MARK: - API

extension NewsDetailsIntent {
    func onAppear() {
    }

    func onDisappear() {
    }

    func share() {
    }

    func dismiss() {
        writableModel.routerSubject.send(.dismiss)
    }

    func loadMore(page: Int) {
        writableModel.fetchPageStarted()
        loadMoreTask?.cancel()
        loadMoreTask = Task { [weak self, news] in
            do {
                let value = try await news.fetchPage(page: page)
                guard !Task.isCancelled else { return }
                self?.moreResponse(.success(value))
            } catch {
                // A call cancelled by a newer one, or as the intent goes away, reports nothing.
                guard !Task.isCancelled else { return }
                self?.moreResponse(.failure(error))
            }
        }
    }

    func moreResponse(_ value: Result<[NewsList.ViewState.NewsItem], any Error>) {
        switch value {
        case let .success(moreNews):
            writableModel.fetchPageLoaded(moreNews)
        case let .failure(error):
            writableModel.fetchPageFailed(error)
        }
    }
}
