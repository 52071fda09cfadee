import SwiftUI

/// Where NewsDetails navigates: the screens it pushes or presents, and its alerts.
struct NewsDetailsNavigationState: VSURFNavigating {
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
