import SwiftUI

/// Where NewsDetails navigates: the screens it pushes or presents, and its alerts.
public struct NewsDetailsNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
    }

    // MARK: - Properties

    public var path = NavigationPath()

    public init() {}
}
