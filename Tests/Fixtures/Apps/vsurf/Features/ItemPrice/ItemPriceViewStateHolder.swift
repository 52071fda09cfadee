import Combine
import SwiftUI

/// Turns the unit's business state into ItemPriceView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ItemPriceViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let itemPriceUnit: ItemPriceUnitInput & ItemPriceUnitOutput

    // MARK: - Published

    @Published var state: ItemPriceView.ViewState

    // MARK: - Init

    init(amount: Double, itemPriceUnit: ItemPriceUnitInput & ItemPriceUnitOutput) {
        self.state = .init(amount: amount, isOnSale: false)
        self.itemPriceUnit = itemPriceUnit
        subscribe()
    }
}

// MARK: - ItemPriceViewOutput

extension ItemPriceViewStateHolder: ItemPriceViewOutput {
    func toggleSale() {
    }
}

// MARK: - Private Methods

extension ItemPriceViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
