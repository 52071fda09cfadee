import SwiftUI

/// Where Catalog navigates: the screens it pushes or presents, and its alerts.
public struct CatalogNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
        case openCart
    }

    public enum Alert {
    }

    // MARK: - Properties

    public var path = NavigationPath()
    public var presented: Destination?
    public var alert: Alert?

    public init() {}
}
