import SwiftUI
import UIKit

/// How other features open NewsList, with its input and output.
enum NewsList {
    /// Specs name this feature's types `NewsList.ViewState.<Type>`, in every architecture.
    typealias ViewState = NewsListModel

    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    struct Output {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: NewsListView.build(input: input, output: output))
    }
}
