import SwiftUI
import UIKit

/// How other features open NewsList, with its input.
public enum NewsList {
    /// Other features reach this feature's types through `NewsList.ViewState`.
    public typealias ViewState = NewsListView.ViewState

    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    /// It takes the services its unit calls, after its input.
    @MainActor
    public static func build(input: Input, news: NewsClient) -> UIViewController {
        VSURFHost.controller { _ in
            NewsListViewGroup(news: news)
        }
    }
}
