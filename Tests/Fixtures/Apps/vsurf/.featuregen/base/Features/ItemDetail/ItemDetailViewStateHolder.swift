import Combine
import SwiftUI

/// Turns the unit's business state into ItemDetailView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ItemDetailViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput

    private let item: String

    // MARK: - Published

    @Published var state: ItemDetailView.ViewState

    // MARK: - Init

    init(item: String, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) {
        self.state = .init(title: "", cartCount: 0, canRemoveFromCart: false)
        self.item = item
        self.itemCartUnit = itemCartUnit
        subscribe()
    }
}

// MARK: - ItemDetailViewOutput

extension ItemDetailViewStateHolder: ItemDetailViewOutput {
    func addItem() {
    }

    func removeItem() {
    }
}

// MARK: - Private Methods

extension ItemDetailViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
