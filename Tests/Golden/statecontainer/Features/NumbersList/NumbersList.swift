import SwiftUI
import UIKit

/// How other features open NumbersList, with its input.
enum NumbersList {
    /// Specs name this feature's types `NumbersList.ViewState.<Type>`, in every architecture.
    typealias ViewState = NumbersListReducer.State

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: ((NumbersListReducer.Output) -> Void)? = nil) -> UIViewController {
        UIHostingController(rootView: NumbersListView(output: output))
    }
}
