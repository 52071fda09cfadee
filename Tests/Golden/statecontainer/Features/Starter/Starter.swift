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
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((StarterReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            StarterView(title: input.title, navigator: navigator, output: output)
        }
    }
}
