import SwiftUI

/// Where NewsList navigates: the screens it pushes or presents, and its alerts.
public struct NewsListNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
        case details(post: NewsList.ViewState.NewsItem)
    }

    // MARK: - Properties

    public var path = NavigationPath()

    public init() {}
}
