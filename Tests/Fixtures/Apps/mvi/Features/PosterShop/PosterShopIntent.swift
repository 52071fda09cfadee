import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class PosterShopIntent: ObservableObject {
    // MARK: - Properties

    let model: PosterShopModeling
    /// The model the intent changes; the view sees it only as `PosterShopModeling`.
    private var writableModel: PosterShopModel! { model as? PosterShopModel }
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(shelf: String) {
        let model = PosterShopModel(shelf: shelf)
        self.model = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}
