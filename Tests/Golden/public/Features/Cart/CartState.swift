import Combine
import Foundation
import SwiftUI

public final class CartState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var items: [CartItem]
    @Published public var isBuying: Bool

    // MARK: - Subviews

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

    // MARK: - Lifecycle

    public init(input: Cart.Input?) {
        items = []
        isBuying = false
    }
}

// MARK: - Nested Types

extension Cart.ViewState {
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
