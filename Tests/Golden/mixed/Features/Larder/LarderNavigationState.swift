import SwiftUI

/// Where the Larder flow navigates: the screens it pushes on its navigation stack, above
/// Pantry.
struct LarderNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    /// A screen the flow pushes: it takes no input (the flow's screens share their units), so
    /// each is a plain case, hashable and listed as the demo's are.
    enum Destination: Hashable, CaseIterable {
        case jar
    }

    // MARK: - Properties

    var path = NavigationPath()
    /// None of the path is another's: the flow shows its own stack.
    var rootDepth = 0

    init() {}
}
