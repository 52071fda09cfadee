import SwiftUI

/// Where ProductCard navigates: the screens it pushes or presents, and its alerts.
public struct ProductCardNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
    }

    public enum Alert {
    }

    // MARK: - Properties

    public var path = NavigationPath()
    public var presented: Destination?
    public var alert: Alert?

    public init() {}
}
