import SwiftUI

/// Where NewsList navigates: the screens it pushes or presents, and its alerts.
public struct NewsListNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
        case details(post: NewsList.ViewState.NewsItem)
    }

    public enum Alert {
    }

    // MARK: - Properties

    public var path = NavigationPath()
    public var presented: Destination?
    public var alert: Alert?

    public init() {}
}
