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
