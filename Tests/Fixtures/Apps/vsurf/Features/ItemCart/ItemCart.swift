import SwiftUI

/// ItemCart, a screen of the Shop flow, which ShopViewGroup assembles and navigates.
enum ItemCart {
    /// Other features reach this feature's types through `ItemCart.ViewState`.
    enum ViewState {
        typealias CartItem = ItemCartView.CartItem
    }

    // MARK: - Output

    /// What ItemCart tells the screen of Shop that pushes it: ShopViewGroup hands that
    /// screen's state holder, held weakly, to the state holder that calls it.
    @MainActor
    protocol Output: AnyObject {
        func didBuy(itemCount: Int)
    }
}
