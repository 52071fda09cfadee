import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
public protocol CartModeling {
    var items: [Cart.ViewState.CartItem] { get }
    var isBuying: Bool { get }
    var cartItemList: CartItemList.ViewState { get }
    var buyButton: BuyButton.ViewState { get }
    var routerSubject: PassthroughSubject<CartRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
public final class CartModel: ObservableObject, CartModeling {
    // MARK: - Properties

    @Published public private(set) var items: [CartItem]
    @Published public private(set) var isBuying: Bool
    public let routerSubject = PassthroughSubject<CartRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: Cart.Input) {
        items = []
        isBuying = false
    }

    // MARK: - Custom Elements

    public var cartItemList: CartItemList.ViewState {
        .init(
            items: items
        )
    }

    public var buyButton: BuyButton.ViewState {
        .init(
            isEnabled: !items.isEmpty && !isBuying
        )
    }
}

// MARK: - Nested Types

extension CartModel {
    public struct CartItem: Equatable, Sendable {
        public var title: String
        public var count: Int

        public init(
            title: String,
            count: Int
        ) {
            self.title = title
            self.count = count
        }
    }
}
