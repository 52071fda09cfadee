import Combine
import SwiftUI

/// Turns the unit's business state into ItemCatalogView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ItemCatalogViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let itemCatalogUnit: ItemCatalogUnitOutput
    private let itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput

    // MARK: - Published

    @Published var state: ItemCatalogView.ViewState = .init(items: [], cart: .init(count: 0))

    // MARK: - Init

    init(itemCatalogUnit: ItemCatalogUnitOutput, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) {
        self.itemCatalogUnit = itemCatalogUnit
        self.itemCartUnit = itemCartUnit
        subscribe()
    }
}

// MARK: - ItemCatalogViewOutput

extension ItemCatalogViewStateHolder: ItemCatalogViewOutput {
    func addItem(_ value: String) {
    }

    func removeItem(_ value: String) {
    }

    func openCart() {
    }

    func openDetail(item: String) {
    }
}

// MARK: - ItemCart.Output

extension ItemCatalogViewStateHolder: ItemCart.Output {
    func didBuy(itemCount: Int) {
        itemCartDidBuy(itemCount: itemCount)
    }
}

// MARK: - Route Outputs

extension ItemCatalogViewStateHolder {
    /// ItemCart says `didBuy`: the route `openCart` handles it here.
    func itemCartDidBuy(itemCount: Int) {
    }
}

// MARK: - Private Methods

extension ItemCatalogViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
