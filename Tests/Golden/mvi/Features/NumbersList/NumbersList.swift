import SwiftUI
import UIKit

/// How other features open NumbersList, with its input and output.
enum NumbersList {
    /// Specs name this feature's types `NumbersList.ViewState.<Type>`, in every architecture.
    typealias ViewState = NumbersListModel

    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    struct Output {
        let numbersDownloaded: @Sendable () -> Void
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: NumbersListView.build(input: input, output: output))
    }
}
