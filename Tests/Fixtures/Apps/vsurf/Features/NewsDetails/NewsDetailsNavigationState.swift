import SwiftUI

/// Where NewsDetails navigates: the screens it pushes or presents, and its alerts.
struct NewsDetailsNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
    }

    // MARK: - Properties

    var path = NavigationPath()

    init() {}
}
