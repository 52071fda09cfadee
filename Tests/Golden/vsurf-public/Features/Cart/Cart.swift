import SwiftUI
import UIKit

/// How other features open Cart, with its input.
public enum Cart {
    /// Specs name this feature's types `Cart.ViewState.<Type>`, in every architecture.
    public typealias ViewState = CartView.ViewState

    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: CartViewGroup())
    }
}
