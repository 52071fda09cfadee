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

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: ((NewsListReducer.Output) -> Void)? = nil) -> UIViewController {
        UIHostingController(rootView: NewsListView(output: output))
    }
}
