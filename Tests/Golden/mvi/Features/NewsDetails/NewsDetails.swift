import SwiftUI
import UIKit

/// How other features open NewsDetails, with its input.
enum NewsDetails {
    // MARK: - Input

    struct Input {
        var post: NewsList.ViewState.NewsItem
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    /// It takes the services its intent calls, after its input.
    @MainActor
    static func root(input: Input, news: NewsClient) -> some View {
        NavigationStack {
            NewsDetailsView.build(input: input, news: news)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, news: NewsClient) -> UIViewController {
        // SwiftUI's dismiss does nothing for a screen UIKit pushed or presented: the screen's
        // dismiss pops or dismisses its hosting controller instead.
        let uikitDismiss = UIKitDismiss()
        let controller = UIHostingController(
            rootView: NewsDetailsView.build(
                input: input, news: news, uikitDismiss: { uikitDismiss() }
            )
        )
        uikitDismiss.controller = controller
        return controller
    }
}
