import SwiftUI
import UIKit

/// How other features open NewsDetails, with its input and output.
enum NewsDetails {
    // MARK: - Input

    struct Input {
        var post: NewsList.ViewState.NewsItem
    }

    // MARK: - Output

    struct Output {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: NewsDetailsView.build(input: input, output: output))
    }
}
