import Combine
import SwiftUI

/// Turns the unit's business state into ItemCartView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ItemCartViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput

    // MARK: - Output

    /// The feature that shows ItemCart, set by whoever assembles the screen: tell it what
    /// happens here (`output?.didBuy(…)`).
    weak var output: ItemCart.Output?

    // MARK: - Published

    @Published var state: ItemCartView.ViewState = .init(items: [])

    // MARK: - Init

    init(itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) {
        self.itemCartUnit = itemCartUnit
        subscribe()
    }
}

// MARK: - ItemCartViewOutput

extension ItemCartViewStateHolder: ItemCartViewOutput {
    func buy() {
    }

    func dismiss() {
    }

    func emptyCart() {
    }
}

// MARK: - Private Methods

extension ItemCartViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
