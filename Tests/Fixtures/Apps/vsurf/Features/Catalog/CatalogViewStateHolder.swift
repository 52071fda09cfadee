import Combine
import SwiftUI

/// Turns the unit's business state into CatalogView's state, and passes the view's
/// commands to the unit.
@MainActor
final class CatalogViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let catalogUnit: CatalogUnitInput & CatalogUnitOutput

    // MARK: - Published

    @Published var state: CatalogView.ViewState = .init()

    // MARK: - Init

    init(catalogUnit: CatalogUnitInput & CatalogUnitOutput) {
        self.catalogUnit = catalogUnit
        subscribe()
    }
}

// MARK: - CatalogViewOutput

extension CatalogViewStateHolder: CatalogViewOutput {
    func onAppear() {
    }

    func openCart() {
    }

    func handleCatalogItemList(_ action: CatalogItemList.Action) {
        switch action {
        case .onAddItem:
            break
        case .onRemoveItem:
            break
        case .onSelectItem:
            break
        }
    }

    func handleCartButton(_ action: CartButton.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}

// MARK: - Cart.Output

extension CatalogViewStateHolder: Cart.Output {
    func didBuy(itemCount: Int) {
        cartDidBuy(itemCount: itemCount)
    }
}

// MARK: - Route Outputs

extension CatalogViewStateHolder {
    /// Cart says `didBuy`: the route `openCart` handles it here.
    func cartDidBuy(itemCount: Int) {
        state.cartCount += itemCount
    }
}

// MARK: - Private Methods

extension CatalogViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
