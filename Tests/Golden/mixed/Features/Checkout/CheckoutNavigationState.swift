import SwiftUI

/// Where Checkout navigates: the screens it pushes or presents, and its alerts.
struct CheckoutNavigationState: VSURFPresenting {
    // MARK: - Nested Types

    enum Destination {
        case openGallery(albumId: String)
        case openShop
        case openNumbers
        case openBasket
        case openReceipt(orderId: String)
    }

    // MARK: - Properties

    var path = NavigationPath()
    /// The screens of the path that are not this module's to pop: set while it is pushed on its
    /// opener's stack.
    var rootDepth = 0
    var presented: VSURFScreen<Destination>?
}
