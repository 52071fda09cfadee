import SwiftUI

/// Where the Shop flow navigates: the screens it pushes on its navigation stack, above
/// ItemCatalog.
struct ShopNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    /// A screen the flow pushes: it takes no input (the flow's screens share their units), so
    /// each is a plain case, hashable and listed as the demo's are.
    enum Destination: Hashable, CaseIterable {
        case itemCart
    }

    /// The flow's screens show no alerts of its own.
    enum Alert {}

    // MARK: - Properties

    var path = NavigationPath()
    var presented: Destination?
    var alert: Alert?

    init() {}
}
