import SwiftUI
import UIKit

/// How other features open NewsList, with its input.
enum NewsList {
    /// Specs name this feature's types `NewsList.ViewState.<Type>`, in every architecture.
    typealias ViewState = NewsListReducer.State

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented; it
    /// pushes its own routes on a NavigationStack of its own.
    /// It takes the services its reducer's effects call, after its input and output.
    @MainActor
    static func build(input: Input, output: ((NewsListReducer.Output) -> Void)? = nil, news: NewsClient) -> UIViewController {
        StateContainer.hostingController { dismiss in
            StateContainer.NavigationContainer(dismiss: dismiss) { navigator in
                NewsListView(news: news, navigator: navigator, output: output)
            }
        }
    }
}
