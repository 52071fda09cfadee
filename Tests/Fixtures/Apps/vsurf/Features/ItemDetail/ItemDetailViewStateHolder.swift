import Combine
import SwiftUI

/// Turns the unit's business state into ItemDetailView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ItemDetailViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private var itemDetailUnit: ItemDetailUnitInput & ItemDetailUnitOutput
    private var itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput

    // MARK: - Published

    @Published var state: ItemDetailView.ViewState

    // MARK: - Init

    init(item: String, itemDetailUnit: ItemDetailUnitInput & ItemDetailUnitOutput, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) {
        self.state = .init(title: item, cartCount: 0, canRemoveFromCart: false)
        self.itemDetailUnit = itemDetailUnit
        self.itemCartUnit = itemCartUnit
        subscribe()
    }
}

// MARK: - ItemDetailViewOutput

extension ItemDetailViewStateHolder: ItemDetailViewOutput {
    func addItem() {
        itemCartUnit.addItem(Item(title: state.title))
    }

    func removeItem() {
        itemCartUnit.removeItem(Item(title: state.title))
    }
}

// MARK: - Private Methods

extension ItemDetailViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
        itemCartUnit.items
            .sink { [weak self] cart in
                guard let self else { return }
                let count = cart.filter { $0.title == self.state.title }.count
                state = .init(title: state.title, cartCount: count, canRemoveFromCart: count > 0)
            }
            .store(in: &cancellables)
    }
}
