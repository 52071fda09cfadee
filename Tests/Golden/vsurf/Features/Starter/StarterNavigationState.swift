import SwiftUI

/// Where Starter navigates: the screens it pushes or presents, and its alerts.
struct StarterNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
    }

    enum Alert {
    }

    // MARK: - Properties

    var path = NavigationPath()
    var presented: Destination?
    var alert: Alert?

    init() {}
}
