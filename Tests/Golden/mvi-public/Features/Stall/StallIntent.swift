import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class StallIntent: ObservableObject {
    // MARK: - Properties

    public let model: StallModeling
    /// The same model, which the intent changes; the view reads it only as `StallModeling`.
    private let writableModel: StallModel
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    /// The view sends the output, through its `action`.
    public init(price: String) {
        let model = StallModel(price: price)
        self.model = model
        writableModel = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension StallIntent {
    public func openCart() {
        writableModel.routerSubject.send(.openCart)
    }

    public func dismiss() {
        writableModel.routerSubject.send(.dismiss)
    }

    public func handleThumbnail(_ action: Stall.Thumbnail.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}
