import SwiftUI

/// Where the Shop flow navigates: the screens it pushes on its navigation stack, above
/// ItemCatalog.
struct ShopNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
        case itemCart
    }

    /// The flow's screens show no alerts of its own.
    enum Alert {}

    // MARK: - Properties

    var path = NavigationPath()
    var presented: Destination?
    var alert: Alert?

    init() {}
}
