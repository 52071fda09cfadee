import SwiftUI
import UIKit

/// How other features open Cart, with its input and output.
enum Cart {
    /// Other features reach this feature's types through `Cart.ViewState`.
    typealias ViewState = CartView.ViewState

    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    /// What Cart tells the feature that shows it. That feature passes itself to
    /// CartViewGroup, which hands it, held weakly, to the state holder that calls it.
    @MainActor
    protocol Output: AnyObject {
        func didBuy(itemCount: Int)
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        VSURFHost.controller { dismiss in
            CartViewGroup(output: output, dismiss: dismiss)
        }
    }
}
