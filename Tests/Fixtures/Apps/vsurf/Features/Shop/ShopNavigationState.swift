import SwiftUI

/// Where the Shop flow navigates: the screens it pushes on its navigation stack, above
/// ItemCatalog, and the alerts its screens show.
struct ShopNavigationState: VSURFNavigating, VSURFAlerting {
    // MARK: - Nested Types

    /// A screen the flow pushes: it takes no input (the flow's screens share their units), so
    /// each is a plain case, hashable and listed as the demo's are.
    enum Destination: Hashable, CaseIterable {
        case itemCart
    }

    /// The alerts the flow's screens show, which ShopViewGroup shows with their buttons.
    enum Alert {
        case confirmEmptying
    }

    // MARK: - Properties

    var path = NavigationPath()
    /// None of the path is another's: the flow shows its own stack.
    var rootDepth = 0
    var alert: Alert?

    init() {}
}
