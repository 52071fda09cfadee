import SwiftUI
import UIKit

/// How other features open NewsDetails, with its input.
public enum NewsDetails {
    // MARK: - Input

    public struct Input {
        public var post: NewsList.ViewState.NewsItem

        public init(post: NewsList.ViewState.NewsItem) {
            self.post = post
        }
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    /// It takes the services its reducer's effects call, after its input and output.
    @MainActor
    public static func build(input: Input, output: ((NewsDetailsReducer.Output) -> Void)? = nil, news: NewsClient) -> UIViewController {
        StateContainer.hostingController { navigator in
            NewsDetailsView(post: input.post, news: news, navigator: navigator, output: output)
        }
    }
}
