import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class CatalogIntent: ObservableObject {
    // MARK: - Properties

    let model: CatalogModeling
    /// The same model, which the intent changes; the view reads it only as `CatalogModeling`.
    private let writableModel: CatalogModel
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(input: Catalog.Input) {
        let model = CatalogModel(input: input)
        self.model = model
        writableModel = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension CatalogIntent {
    func onAppear() {
    }

    func openCart() {
        writableModel.routerSubject.send(.openCart)
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

// MARK: - Results

extension CatalogIntent {
    /// Cart's `didBuy`, from the screen `openCart` opened.
    func cartDidBuy(itemCount: Int) {
        writableModel.addToCart(itemCount)
    }
}
