import SwiftUI
import UIKit

/// How other features open NewsList, with its input.
enum NewsList {
    /// Other features reach this feature's types through `NewsList.ViewState`.
    typealias ViewState = NewsListView.ViewState

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    /// It takes the services its unit calls, after its input.
    @MainActor
    static func build(input: Input, news: NewsClient) -> UIViewController {
        VSURFHost.controller { _ in
            NewsListViewGroup(news: news)
        }
    }
}
