import Combine
import SwiftUI

/// Turns the unit's business state into CheckoutView's state, and passes the view's
/// commands to the unit.
@MainActor
final class CheckoutViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let unit: CheckoutUnitInput & CheckoutUnitOutput

    // MARK: - Published

    @Published var state: CheckoutView.ViewState

    // MARK: - Init

    init(unit: CheckoutUnitInput & CheckoutUnitOutput, state: CheckoutView.ViewState) {
        self.unit = unit
        self.state = state
        subscribe()
    }
}

// MARK: - CheckoutViewOutput

extension CheckoutViewStateHolder: CheckoutViewOutput {
    func openGallery(albumId: String) {
    }

    func openShop() {
    }

    func openNumbers() {
    }
}

// MARK: - Private Methods

extension CheckoutViewStateHolder {
    /// Subscribes to the unit's output and maps it to the view's state.
    private func subscribe() {
    }
}
