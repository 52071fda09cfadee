import SwiftUI

/// Where ProductCard navigates: the screens it pushes or presents, and its alerts.
public struct ProductCardNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
    }

    // MARK: - Properties

    public var path = NavigationPath()

    public init() {}
}
