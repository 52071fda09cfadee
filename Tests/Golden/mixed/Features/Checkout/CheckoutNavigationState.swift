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
    var presented: Destination?

    init() {}
}
