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
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((NumbersListReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { dismiss in
            NumbersListView(navigator: StateContainer.Navigator(dismissRoot: dismiss), output: output)
        }
    }
}
