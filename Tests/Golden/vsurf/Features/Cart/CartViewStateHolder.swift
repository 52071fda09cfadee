import Combine
import SwiftUI

/// Turns the unit's business state into CartView's state, and passes the view's
/// commands to the unit.
@MainActor
final class CartViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let cartUnit: CartUnitInput & CartUnitOutput

    // MARK: - Output

    /// The feature that shows Cart, set by whoever assembles the screen: tell it what
    /// happens here (`output?.didBuy(…)`).
    weak var output: Cart.Output?

    // MARK: - Published

    @Published var state: CartView.ViewState = .init()

    // MARK: - Init

    init(cartUnit: CartUnitInput & CartUnitOutput) {
        self.cartUnit = cartUnit
        subscribe()
    }
}

// MARK: - CartViewOutput

extension CartViewStateHolder: CartViewOutput {
    func onAppear() {
    }

    func buy() {
    }

    func didBuy(itemCount: Int) {
        output?.didBuy(itemCount: itemCount)
    }

    func closeButtonTapped() {
    }

    func handleBuyButton(_ action: BuyButton.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}

// MARK: - Private Methods

extension CartViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
