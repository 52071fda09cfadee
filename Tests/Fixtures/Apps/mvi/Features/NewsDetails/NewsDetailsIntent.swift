import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class NewsDetailsIntent: ObservableObject {
    // MARK: - Properties

    let model: NewsDetailsModeling
    /// The model the intent changes; the view sees it only as `NewsDetailsModeling`.
    private var writableModel: NewsDetailsModel! { model as? NewsDetailsModel }
    private let output: NewsDetails.Output?
    /// The services the handlers call: `Task { try await news.… }`.
    private let news: NewsClient
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(input: NewsDetails.Input, output: NewsDetails.Output? = nil, news: NewsClient) {
        let model = NewsDetailsModel(input: input)
        self.model = model
        self.output = output
        self.news = news
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension NewsDetailsIntent {
    func onAppear() {
        guard let post = model.post else { return }
        Task { [news] in await news.markAsRead(id: post.id) }
    }

    func onDisappear() {
    }

    func share() {
    }

    func dismiss() {
        writableModel.routerSubject.send(.dismiss)
    }
}
