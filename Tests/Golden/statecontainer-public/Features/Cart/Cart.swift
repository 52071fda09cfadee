import SwiftUI
import UIKit

/// How other features open Cart, with its input.
public enum Cart {
    /// Specs name this feature's types `Cart.ViewState.<Type>`, in every architecture.
    public typealias ViewState = CartReducer.State

    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    public static func build(input: Input, output: ((CartReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { dismiss in
            CartView(navigator: StateContainer.Navigator(dismissRoot: dismiss), output: output)
        }
    }
}
