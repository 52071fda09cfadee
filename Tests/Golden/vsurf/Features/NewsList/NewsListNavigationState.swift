import SwiftUI

/// Where NewsList navigates: the screens it pushes or presents, and its alerts.
struct NewsListNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    enum Destination {
        case details(post: NewsList.ViewState.NewsItem)
    }

    enum Alert {
    }

    // MARK: - Properties

    var path = NavigationPath()
    var presented: Destination?
    var alert: Alert?

    init() {}
}
