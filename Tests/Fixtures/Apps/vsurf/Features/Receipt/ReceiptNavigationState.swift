import SwiftUI

/// Where Receipt navigates: the screens it pushes or presents, and its alerts.
struct ReceiptNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
    }

    // MARK: - Properties

    var path = NavigationPath()

    init() {}
}
