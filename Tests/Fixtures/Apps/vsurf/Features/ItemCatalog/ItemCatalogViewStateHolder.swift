import Combine
import SwiftUI

/// Turns the unit's business state into ItemCatalogView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ItemCatalogViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let unit: ItemCatalogUnitOutput

    // MARK: - Published

    @Published var state: ItemCatalogView.ViewState

    // MARK: - Init

    init(unit: ItemCatalogUnitOutput, state: ItemCatalogView.ViewState) {
        self.unit = unit
        self.state = state
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
}

// MARK: - Private Methods

extension ItemCatalogViewStateHolder {
    /// Subscribes to the unit's output and maps it to the view's state.
    private func subscribe() {
        unit.items
            .map { items in items.map { ItemCatalogView.ViewState.CatalogItem(title: $0.title, canRemoveFromCart: false) } }
            .sink { [weak self] items in self?.state.items = items }
            .store(in: &cancellables)
    }
}
