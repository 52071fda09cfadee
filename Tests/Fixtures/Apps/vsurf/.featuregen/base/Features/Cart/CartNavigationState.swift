import SwiftUI

/// Where Cart navigates: the screens it pushes or presents, and its alerts.
struct CartNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
        case openReceipt
    }

    // MARK: - Properties

    var path = NavigationPath()

    init() {}
}
