import SwiftUI
import UIKit

/// How other features open Numbers, with its input.
enum Numbers {
    /// Other features reach this feature's types through `Numbers.ViewState`.
    typealias ViewState = NumbersReducer.State

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented, and its push routes push their screens there.
    @MainActor
    static func build(input: Input, output: ((NumbersReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            NumbersView(navigator: navigator, output: output)
        }
    }
}
