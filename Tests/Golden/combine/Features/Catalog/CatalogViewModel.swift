import Foundation

actor CatalogViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case openCart
        case cartDidBuy(itemCount: Int)
        case onCatalogItemListAction(CatalogItemList.Action)
        case onCartButtonAction(CartButton.Action)
    }

    // MARK: - Private Properties

    private let router: Catalog.Router?
    private let state: Catalog.ViewState
    private let output: Catalog.Output?

    // MARK: - Lifecycle

    init(
        state: Catalog.ViewState,
        input: Catalog.Input?,
        output: Catalog.Output?,
        router: Catalog.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .onAppear:
            await onAppear()
        case .openCart:
            await openCart()
        case let .cartDidBuy(itemCount):
            await cartDidBuy(itemCount: itemCount)
        case let .onCatalogItemListAction(action):
            await handleCatalogItemList(action: action)
        case let .onCartButtonAction(action):
            await handleCartButton(action: action)
        }
    }
}

// MARK: - Private Methods

extension Catalog.ViewModel {
    private func onAppear() async {
    }

    private func openCart() async {
        await router?.openCart()
    }
}

// MARK: - Results

extension Catalog.ViewModel {
    /// Cart's `didBuy`, from the screen `openCart` opened.
    private func cartDidBuy(itemCount: Int) async {
    }
}

// MARK: - Subview Actions

extension Catalog.ViewModel {
    private func handleCatalogItemList(action: CatalogItemList.Action) async {
        switch action {
        case .onAddItem:
            break
        case .onRemoveItem:
            break
        case .onSelectItem:
            break
        }
    }

    private func handleCartButton(action: CartButton.Action) async {
        switch action {
        case .onTap:
            break
        }
    }
}
