import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol CartModeling {
    var items: [Cart.ViewState.CartItem] { get }
    var isBuying: Bool { get }
    var cartItemList: CartItemList.ViewState { get }
    var buyButton: BuyButton.ViewState { get }
    var routerSubject: PassthroughSubject<CartRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class CartModel: ObservableObject, CartModeling {
    // MARK: - Properties

    @Published private(set) var items: [CartItem]
    @Published private(set) var isBuying: Bool
    let routerSubject = PassthroughSubject<CartRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: Cart.Input) {
        items = []
        isBuying = false
    }

    // MARK: - States

    /// The states of the screen: `update(state:)` sets every field a state decides in one
    /// place, so a change of state forgets none (seed 001). Add a case for each state.
    enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
    }

    func update(state: StateType) {
        switch state {
        case .initial:
            items = []
            isBuying = false
        }
    }

    // MARK: - Custom Elements

    var cartItemList: CartItemList.ViewState {
        .init(
            items: items
        )
    }

    var buyButton: BuyButton.ViewState {
        .init(
            isEnabled: !items.isEmpty && !isBuying
        )
    }
}

// MARK: - Nested Types

extension CartModel {
    struct CartItem: Equatable, Sendable {
        var title: String
        var count: Int
    }
}
