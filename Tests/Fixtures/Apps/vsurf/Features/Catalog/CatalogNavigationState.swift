import SwiftUI

/// Where Catalog navigates: the screens it pushes or presents, and its alerts.
struct CatalogNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
        case openCart
    }

    // MARK: - Properties

    var path = NavigationPath()

    init() {}
}
