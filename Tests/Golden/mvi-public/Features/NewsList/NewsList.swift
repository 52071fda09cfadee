import SwiftUI
import UIKit

/// How other features open NewsList, with its input and output.
public enum NewsList {
    /// Specs name this feature's types `NewsList.ViewState.<Type>`, in every architecture.
    public typealias ViewState = NewsListModel

    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Output

    public struct Output {
        public init() {}
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: NewsListView.build(input: input, output: output))
    }
}
