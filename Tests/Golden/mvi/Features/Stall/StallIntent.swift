import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class StallIntent: ObservableObject {
    // MARK: - Properties

    let model: StallModeling
    /// The same model, which the intent changes; the view reads it only as `StallModeling`.
    private let writableModel: StallModel
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    /// The view sends the output, through its `action`.
    init(price: String) {
        let model = StallModel(price: price)
        self.model = model
        writableModel = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension StallIntent {
    func openCart() {
        writableModel.routerSubject.send(.openCart)
    }

    func dismiss() {
        writableModel.routerSubject.send(.dismiss)
    }

    func handleThumbnail(_ action: Stall.Thumbnail.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}
