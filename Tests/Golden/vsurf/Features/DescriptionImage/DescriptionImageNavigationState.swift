import SwiftUI
import UIKit

/// Where DescriptionImage navigates: the screens it pushes or presents, and its alerts.
struct DescriptionImageNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
    }

    // MARK: - Properties

    var path = NavigationPath()

    init() {}
}
