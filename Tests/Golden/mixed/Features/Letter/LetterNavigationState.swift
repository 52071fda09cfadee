import SwiftUI

/// Where Letter navigates: the screens it pushes or presents, and its alerts.
struct LetterNavigationState: VSURFPresenting {
    // MARK: - Nested Types

    enum Destination {
        case reply
    }

    // MARK: - Properties

    var path = NavigationPath()
    var presented: Destination?

    init() {}
}
