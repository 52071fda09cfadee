import SwiftUI
import UIKit

/// How other features open Numbers, with its input.
enum Numbers {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented; it
    /// pushes its own routes on a NavigationStack of its own.
    @MainActor
    static func build(input: Input, output: ((NumbersReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { dismiss in
            StateContainer.NavigationContainer(dismiss: dismiss) { navigator in
                NumbersView(navigator: navigator, output: output)
            }
        }
    }
}
