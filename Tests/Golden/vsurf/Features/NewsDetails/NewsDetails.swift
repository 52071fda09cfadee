import SwiftUI
import UIKit

/// How other features open NewsDetails, with its input.
enum NewsDetails {
    // MARK: - Input

    struct Input {
        var post: NewsList.ViewState.NewsItem
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: NewsDetailsViewGroup(post: input.post))
    }
}
