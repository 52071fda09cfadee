import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class ShelfIntent: ObservableObject {
    // MARK: - Properties

    public let model: ShelfModeling
    /// The same model, which the intent changes; the view reads it only as `ShelfModeling`.
    private let writableModel: ShelfModel
    /// The services the handlers call.
    private let shelves: ShelvesClient
    /// The calls in flight, cancelled when the intent goes away; a test awaits one's value.
    private(set) var titlesTask: Task<Void, Never>?
    /// Every call of an effect a newer call does not cancel, the latest one too: `cancels:` and
    /// deinit cancel them all.
    private var titlesTasks: Set<Task<Void, Never>> = []
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    public init(input: Shelf.Input, shelves: ShelvesClient) {
        let model = ShelfModel(input: input)
        self.model = model
        writableModel = model
        self.shelves = shelves
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }

    /// The view owns the intent: when the screen goes away, so do the calls it started.
    deinit {
        titlesTasks.forEach { $0.cancel() }
    }
}

// MARK: - API

extension ShelfIntent {
    public func onAppear() {
        writableModel.update(state: .fetchTitlesStarted)
        let task = Task { [weak self, shelves] in
            do {
                let value = try await shelves.fetchTitles()
                guard !Task.isCancelled else { return }
                self?.titlesResponse(.success(value))
            } catch {
                // A call cancelled by a newer one, or as the intent goes away, reports nothing.
                guard !Task.isCancelled else { return }
                self?.titlesResponse(.failure(error))
            }
        }
        // A newer call does not cancel this one: keep it, to cancel with the others.
        titlesTask = task
        titlesTasks.insert(task)
    }

    public func stopLoading() {
        titlesTasks.forEach { $0.cancel() }
        titlesTasks = []
        titlesTask = nil
        writableModel.update(state: .titlesStopped)
    }

    public func titlesResponse(_ value: Result<[String], any Error>) {
        switch value {
        case let .success(titles):
            writableModel.update(state: .fetchTitlesLoaded(titles: titles))
        case let .failure(error):
            writableModel.update(state: .fetchTitlesFailed(error: error))
        }
    }

    public func browse() {
        writableModel.routerSubject.send(.browse)
    }

    public func openStall(price: String) {
        writableModel.routerSubject.send(.openStall(price: price))
    }

    public func openCart() {
        writableModel.routerSubject.send(.openCart)
    }

    public func dismiss() {
        writableModel.routerSubject.send(.dismiss)
    }

    public func handleThumbnail(_ action: Shelf.Thumbnail.Action) {
        switch action {
        case .onSelect:
            break
        }
    }
}

// MARK: - Results

extension ShelfIntent {
    /// Stall's `didPay`, from the screen `openStall` opened.
    func stallDidPay(amount: String) {
    }
}
