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

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((NumbersListReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            NumbersListView(navigator: navigator, output: output)
        }
    }
}
