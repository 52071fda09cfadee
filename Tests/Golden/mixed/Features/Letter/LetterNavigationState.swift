import SwiftUI

/// Where Letter navigates: the screens it pushes or presents, and its alerts.
struct LetterNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
        case reply
    }

    enum Alert {
    }

    // MARK: - Properties

    var path = NavigationPath()
    var presented: Destination?
    var alert: Alert?

    init() {}
}
