import SwiftUI
import UIKit

/// How other features open Cart, with its input.
enum Cart {
    /// Other features reach this feature's types through `Cart.ViewState`.
    typealias ViewState = CartReducer.State

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((CartReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            CartView(navigator: navigator, output: output)
        }
    }
}
