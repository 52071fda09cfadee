import Combine
import SwiftUI

/// Turns the unit's business state into PantryView's state, and passes the view's
/// commands to the unit.
@MainActor
final class PantryViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let pantryUnit: PantryUnitInput & PantryUnitOutput

    // MARK: - Published

    @Published var state: PantryView.ViewState = .init()

    // MARK: - Init

    init(pantryUnit: PantryUnitInput & PantryUnitOutput) {
        self.pantryUnit = pantryUnit
        subscribe()
    }
}

// MARK: - PantryViewOutput

extension PantryViewStateHolder: PantryViewOutput {
    func openGallery(albumId: String) {
    }

    func openReceipt(orderId: String) {
    }

    func openJar() {
    }
}

// MARK: - Route Outputs

extension PantryViewStateHolder {
    /// Gallery says `didPick`: the route `openGallery` handles it here.
    func galleryDidPick(photoId: String) {
    }

    /// Receipt says `didClose`: the route `openReceipt` handles it here.
    func receiptDidClose() {
    }
}

// MARK: - Private Methods

extension PantryViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
