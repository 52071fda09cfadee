import SwiftUI
import UIKit

/// How other features open RecipeBook, with its input.
enum RecipeBook {
    /// Specs name this feature's types `RecipeBook.ViewState.<Type>`, in every architecture.
    typealias ViewState = RecipeBookReducer.State

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented; it
    /// pushes its own routes on a NavigationStack of its own.
    @MainActor
    static func build(input: Input, output: ((RecipeBookReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { dismiss in
            StateContainer.NavigationContainer(dismiss: dismiss) { navigator in
                RecipeBookView(navigator: navigator, output: output)
            }
        }
    }
}
