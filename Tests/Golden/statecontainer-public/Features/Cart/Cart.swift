import SwiftUI
import UIKit

/// How other features open Cart, with its input.
public enum Cart {
    /// Other features reach this feature's types through `Cart.ViewState`.
    public typealias ViewState = CartReducer.State

    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    public static func build(input: Input, output: ((CartReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            CartView(navigator: navigator, output: output)
        }
    }
}
