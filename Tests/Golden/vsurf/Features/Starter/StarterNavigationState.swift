import SwiftUI

/// Where Starter navigates: the screens it pushes or presents, and its alerts.
struct StarterNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
    }

    // MARK: - Properties

    var path = NavigationPath()

    init() {}
}
