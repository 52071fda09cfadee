import SwiftUI

/// Where ProductCard navigates: the screens it pushes or presents, and its alerts.
struct ProductCardNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
    }

    // MARK: - Properties

    var path = NavigationPath()

    init() {}
}
