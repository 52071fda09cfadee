import Combine
import SwiftUI

/// Turns the unit's business state into CartView's state, and passes the view's
/// commands to the unit.
@MainActor
public final class CartViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let unit: CartUnitInput & CartUnitOutput

    // MARK: - Output

    /// The feature that shows Cart: tell it what happens here (`output?.didBuy(…)`).
    private(set) weak var output: Cart.Output?

    // MARK: - Published

    @Published public var state: CartView.ViewState

    // MARK: - Init

    public init(unit: CartUnitInput & CartUnitOutput, state: CartView.ViewState, output: Cart.Output? = nil) {
        self.unit = unit
        self.state = state
        self.output = output
        subscribe()
    }
}

// MARK: - CartViewOutput

extension CartViewStateHolder: CartViewOutput {
    public func onAppear() {
    }

    public func buy() {
    }

    public func dismiss() {
    }

    public func handleBuyButton(_ action: BuyButton.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}

// MARK: - Private Methods

extension CartViewStateHolder {
    /// Subscribes to the unit's output and maps it to the view's state.
    private func subscribe() {
    }
}
