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

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    /// It takes the services its unit calls, after its input.
    @MainActor
    public static func build(input: Input, news: NewsClient) -> UIViewController {
        VSURFHost.controller { dismiss in
            NewsDetailsViewGroup(post: input.post, news: news, dismiss: dismiss)
        }
    }
}
