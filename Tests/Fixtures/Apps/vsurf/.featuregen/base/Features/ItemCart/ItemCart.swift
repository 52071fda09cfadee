import SwiftUI
import UIKit

/// How other features open ItemCart, with its input.
enum ItemCart {
    /// Specs name this feature's types `ItemCart.ViewState.<Type>`, in every architecture.
    enum ViewState {
        typealias CartItem = ItemCartView.CartItem
    }

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    /// It takes its unit, shared with the screens that use it too.
    @MainActor
    static func build(input: Input, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) -> UIViewController {
        VSURFHost.controller { dismiss in
            ItemCartViewGroup(itemCartUnit: itemCartUnit, dismiss: dismiss)
        }
    }
}
