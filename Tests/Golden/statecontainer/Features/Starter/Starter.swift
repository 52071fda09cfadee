import SwiftUI
import UIKit

/// How other features open Starter, with its input.
enum Starter {
    // MARK: - Input

    struct Input {
        var title: String
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((StarterReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { dismiss in
            StarterView(title: input.title, navigator: StateContainer.Navigator(dismissRoot: dismiss), output: output)
        }
    }
}
