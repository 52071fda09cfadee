import SwiftUI

/// Where the Larder flow navigates: the screens it pushes on its navigation stack, above
/// Pantry.
struct LarderNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
        case jar
    }

    /// The flow's screens show no alerts of its own.
    enum Alert {}

    // MARK: - Properties

    var path = NavigationPath()
    var presented: Destination?
    var alert: Alert?

    init() {}
}
