import SwiftUI
import UIKit

/// How other features open Cart, with its input and output.
enum Cart {
    /// Specs name this feature's types `Cart.ViewState.<Type>`, in every architecture.
    typealias ViewState = CartModel

    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    struct Output {
        let didBuy: @Sendable (_ itemCount: Int) -> Void
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: CartView.build(input: input, output: output))
    }
}
