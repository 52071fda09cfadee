import SwiftUI
import UIKit

/// How other features open Cart, with its input and output.
enum Cart {
    /// Other features reach this feature's types through `Cart.ViewState`.
    typealias ViewState = CartModel

    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    /// Nonisolated, as its closures are: an opener of any architecture, on any actor, builds it.
    nonisolated struct Output: Sendable {
        let didBuy: @Sendable (_ itemCount: Int) -> Void
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    static func root(input: Input, output: Output? = nil) -> some View {
        NavigationStack {
            CartView.build(input: input, output: output)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        // SwiftUI's dismiss does nothing for a screen UIKit pushed or presented: the screen's
        // dismiss pops or dismisses its hosting controller instead.
        let uikitDismiss = UIKitDismiss()
        let controller = UIHostingController(
            rootView: CartView.build(input: input, output: output, uikitDismiss: { uikitDismiss() })
        )
        uikitDismiss.controller = controller
        return controller
    }
}
