import SwiftUI
import UIKit

/// How other features open Receipt, with its input.
enum Receipt {
    // MARK: - Input

    struct Input {
        var orderId: String
        var total: Double
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((ReceiptReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { dismiss in
            ReceiptView(orderId: input.orderId, total: input.total, navigator: StateContainer.Navigator(dismissRoot: dismiss), output: output)
        }
    }
}
