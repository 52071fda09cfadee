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

    /// What the cart reported bought, one count per purchase.
    private(set) var purchases: [Int] = []

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
        itemCartUnit.addItem(Item(title: value))
    }

    func removeItem(_ value: String) {
        itemCartUnit.removeItem(Item(title: value))
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
        purchases.append(itemCount)
    }
}

// MARK: - Private Methods

extension ItemCatalogViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
        // Each output gives a whole new state, from the other part of the current one.
        itemCatalogUnit.items
            .sink { [weak self] items in
                guard let self else { return }
                state = .init(items: items.map { .init(title: $0.title, canRemoveFromCart: false) }, cart: state.cart)
            }
            .store(in: &cancellables)
        itemCartUnit.items
            .sink { [weak self] cart in
                guard let self else { return }
                let items = state.items.map { ItemCatalogView.CatalogItem(title: $0.title, canRemoveFromCart: cart.contains(Item(title: $0.title))) }
                state = .init(items: items, cart: .init(count: cart.count))
            }
            .store(in: &cancellables)
    }
}
