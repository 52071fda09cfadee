import Combine
import Foundation
import SwiftUI

final class CartState: ViewStateProtocol {
    // MARK: - Properties

    @Published var items: [CartItem]
    @Published var isBuying: Bool

    // MARK: - Subviews

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

    // MARK: - Lifecycle

    init(input: Cart.Input?) {
        items = []
        isBuying = false
    }
}

// MARK: - Nested Types

extension Cart.ViewState {
    struct CartItem: Equatable, Sendable {
        var title: String
        var count: Int
    }
}
