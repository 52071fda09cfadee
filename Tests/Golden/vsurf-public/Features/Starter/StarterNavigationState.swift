import Foundation

/// Where Starter navigates: the screens it pushes or presents, and its alerts.
public struct StarterNavigationState: VSURFNavigationState {
    // MARK: - Nested Types

    public enum Destination {
    }

    public enum Alert {
    }

    // MARK: - Properties

    public var pushed: Destination?
    public var presented: Destination?
    public var alert: Alert?

    public init() {}
}
