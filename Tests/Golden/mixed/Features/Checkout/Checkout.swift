import SwiftUI
import UIKit

/// How other features open Checkout, with its input and output.
enum Checkout {
    /// Other features reach this feature's types through `Checkout.ViewState`.
    typealias ViewState = CheckoutView.ViewState

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

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    /// It takes its unit, shared with the screens that use it too, or makes one when its
    /// opener holds none (a feature of another architecture).
    @MainActor
    static func build(input: Input, output: Output? = nil, checkoutUnit: (CheckoutUnitInput & CheckoutUnitOutput)? = nil) -> UIViewController {
        VSURFHost.controller { _ in
            CheckoutViewGroup(checkoutUnit: checkoutUnit ?? VSURFServices.Units.checkout(), output: output)
        }
    }
}
