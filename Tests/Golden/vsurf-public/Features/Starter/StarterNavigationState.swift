import SwiftUI

/// Where Starter navigates: the screens it pushes or presents, and its alerts.
public struct StarterNavigationState: VSURFNavigating {
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
