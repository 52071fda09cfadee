import SwiftUI
import UIKit

/// How other features open NewsList, with its input.
enum NewsList {
    /// Other features reach this feature's types through `NewsList.ViewState`.
    typealias ViewState = NewsListReducer.State

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented, and its push routes push their screens there.
    /// It takes the services its reducer's effects call, after its input and output.
    @MainActor
    static func build(input: Input, output: ((NewsListReducer.Output) -> Void)? = nil, news: NewsClient) -> UIViewController {
        StateContainer.hostingController { navigator in
            NewsListView(news: news, navigator: navigator, output: output)
        }
    }
}
