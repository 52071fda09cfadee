import SwiftUI

/// Where Catalog navigates: the screens it pushes or presents, and its alerts.
public struct CatalogNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
        case openCart
    }

    // MARK: - Properties

    public var path = NavigationPath()

    public init() {}
}
