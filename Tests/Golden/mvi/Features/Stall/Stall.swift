import SwiftUI
import UIKit

/// How other features open Stall, with its input and output.
enum Stall {
    // MARK: - Input

    struct Input {
        var price: String
    }

    // MARK: - Output

    /// Nonisolated, as its closures are: an opener of any architecture, on any actor, builds it.
    nonisolated struct Output: Sendable {
        let didPay: @Sendable (_ amount: String) -> Void
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    static func root(input: Input, output: Output? = nil) -> some View {
        NavigationStack {
            StallView.build(price: input.price, action: viewAction(output))
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    /// In a NavigationStack of its own, where its push routes push their screens: UIKit
    /// presents it, or makes it the root of a window or a tab.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        // SwiftUI's dismiss does nothing for a screen UIKit pushed or presented: the screen's
        // dismiss pops or dismisses its hosting controller instead.
        let uikitDismiss = UIKitDismiss()
        let controller = UIHostingController(
            rootView: NavigationStack {
                StallView.build(price: input.price, action: viewAction(output), uikitDismiss: { uikitDismiss() })
            }
        )
        uikitDismiss.controller = controller
        return controller
    }

    /// The view's actions, each sent to its closure of the output: how `root` and `build` hand
    /// the output to the view.
    @MainActor
    static func viewAction(_ output: Output?) -> (StallView.ViewActionType) -> Void {
        { action in
            switch action {
            case let .didPay(amount):
                output?.didPay(amount)
            }
        }
    }
}
