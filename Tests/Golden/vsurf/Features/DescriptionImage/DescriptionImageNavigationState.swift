import Foundation
import UIKit

/// Where DescriptionImage navigates: the screens it pushes or presents, and its alerts.
struct DescriptionImageNavigationState: VSURFNavigationState {
    // MARK: - Nested Types

    enum Destination {
    }

    enum Alert {
    }

    // MARK: - Properties

    var pushed: Destination?
    var presented: Destination?
    var alert: Alert?

    init() {}
}
