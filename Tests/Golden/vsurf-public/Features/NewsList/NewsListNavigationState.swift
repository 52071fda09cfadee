import SwiftUI

/// Where NewsList navigates: the screens it pushes or presents, and its alerts.
public struct NewsListNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
        case details(post: NewsList.ViewState.NewsItem)
    }

    // MARK: - Properties

    public var path = NavigationPath()
    /// The screens of the path that are not this module's to pop: set while it is pushed on its
    /// opener's stack.
    public var rootDepth = 0

    public init() {}
}
