import SwiftUI
import UIKit

/// How other features open Checkout, with its input.
enum Checkout {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: CheckoutViewGroup())
    }
}
