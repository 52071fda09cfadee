import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class ShelfIntent: ObservableObject {
    // MARK: - Properties

    let model: ShelfModeling
    /// The same model, which the intent changes; the view reads it only as `ShelfModeling`.
    private let writableModel: ShelfModel
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(input: Shelf.Input) {
        let model = ShelfModel(input: input)
        self.model = model
        writableModel = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension ShelfIntent {
    func refresh() {
    }
}
