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
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((ReceiptReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            ReceiptView(orderId: input.orderId, total: input.total, navigator: navigator, output: output)
        }
    }
}
