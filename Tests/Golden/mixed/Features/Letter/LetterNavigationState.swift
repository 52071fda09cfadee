import SwiftUI

/// Where Letter navigates: the screens it pushes or presents, and its alerts.
struct LetterNavigationState: VSURFPresenting {
    // MARK: - Nested Types

    enum Destination {
        case reply
        case openStock(item: Stock.ViewState.Item)
    }

    // MARK: - Properties

    var path = NavigationPath()
    /// The screens of the path that are not this module's to pop: set while it is pushed on its
    /// opener's stack.
    var rootDepth = 0
    var presented: VSURFScreen<Destination>?
}
