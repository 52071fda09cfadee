import SwiftUI
import UIKit

/// How other features open Cart, with its input.
enum Cart {
    /// Specs name this feature's types `Cart.ViewState.<Type>`, in every architecture.
    typealias ViewState = CartView.ViewState

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: CartViewGroup())
    }
}
