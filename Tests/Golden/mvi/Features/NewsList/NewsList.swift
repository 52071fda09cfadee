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

    /// The screen as the root of an app or a tab: in a NavigationStack, where its push routes
    /// push their screens.
    @MainActor
    static func root(input: Input, output: Output? = nil) -> some View {
        NavigationStack {
            NewsListView.build(input: input, output: output)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: NewsListView.build(input: input, output: output))
    }
}
