import SwiftUI

/// Where NewsList navigates: the screens it pushes or presents, and its alerts.
struct NewsListNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
        case details(post: NewsList.ViewState.NewsItem)
    }

    // MARK: - Properties

    var path = NavigationPath()
    /// The screens of the path that are not this module's to pop: set while it is pushed on its
    /// opener's stack.
    var rootDepth = 0
}
