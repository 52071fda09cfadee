import SwiftUI
import UIKit

/// How other features open Checkout, with its input and output.
enum Checkout {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    /// What Checkout tells the feature that shows it. That feature passes itself to
    /// CheckoutViewGroup, which hands it, held weakly, to the state holder that calls it.
    @MainActor
    protocol Output: AnyObject {
        func didPay(amount: Int)
        func didCancel()
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        VSURFHost.controller { dismiss in
            CheckoutViewGroup(output: output, dismiss: dismiss)
        }
    }
}
