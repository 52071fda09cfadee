import SwiftUI
import UIKit

/// How other features open NewsList, with its input.
enum NewsList {
    /// Other features reach this feature's types through `NewsList.ViewState`.
    typealias ViewState = NewsListModel

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    /// It takes the services its intent calls, after its input.
    @MainActor
    static func root(input: Input, news: NewsClient) -> some View {
        NavigationStack {
            NewsListView.build(input: input, news: news)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    /// In a NavigationStack of its own, where its push routes push their screens: UIKit
    /// presents it, or makes it the root of a window or a tab.
    @MainActor
    static func build(input: Input, news: NewsClient) -> UIViewController {
        UIHostingController(
            rootView: NavigationStack {
                NewsListView.build(input: input, news: news)
            }
        )
    }
}
