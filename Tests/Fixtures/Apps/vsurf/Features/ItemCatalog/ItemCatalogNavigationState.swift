import SwiftUI

/// Where ItemCatalog navigates: the screens it pushes or presents, and its alerts.
struct ItemCatalogNavigationState: VSURFNavigationState {
    // MARK: - Nested Types

    enum Destination {
        case openCart
        case openDetail(item: String)
    }

    enum Alert {
    }

    // MARK: - Properties

    var path = NavigationPath()
    var presented: Destination?
    var alert: Alert?

    init() {}
}
