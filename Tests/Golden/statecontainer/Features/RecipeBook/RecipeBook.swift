import SwiftUI
import UIKit

/// How other features open RecipeBook, with its input.
enum RecipeBook {
    /// Other features reach this feature's types through `RecipeBook.ViewState`.
    typealias ViewState = RecipeBookReducer.State

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented, and its push routes push their screens there.
    @MainActor
    static func build(input: Input, output: ((RecipeBookReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            RecipeBookView(navigator: navigator, output: output)
        }
    }
}
