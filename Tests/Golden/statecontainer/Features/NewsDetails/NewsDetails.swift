import SwiftUI
import UIKit

/// How other features open NewsDetails, with its input.
enum NewsDetails {
    // MARK: - Input

    struct Input {
        var post: NewsList.ViewState.NewsItem
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    /// It takes the services its reducer's effects call, after its input and output.
    @MainActor
    static func build(input: Input, output: ((NewsDetailsReducer.Output) -> Void)? = nil, news: NewsClient) -> UIViewController {
        StateContainer.hostingController { navigator in
            NewsDetailsView(post: input.post, news: news, navigator: navigator, output: output)
        }
    }
}
