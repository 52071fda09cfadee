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
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    /// It takes the services its reducer's effects call, after its input and output.
    @MainActor
    public static func build(input: Input, output: ((NewsDetailsReducer.Output) -> Void)? = nil, news: NewsClient) -> UIViewController {
        StateContainer.hostingController { dismiss in
            NewsDetailsView(post: input.post, news: news, navigator: StateContainer.Navigator(dismissRoot: dismiss), output: output)
        }
    }
}
