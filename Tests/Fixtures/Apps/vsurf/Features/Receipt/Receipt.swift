import SwiftUI
import UIKit

/// How other features open Receipt, with its input.
enum Receipt {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input) -> UIViewController {
        VSURFHost.controller { dismiss in
            ReceiptViewGroup(dismiss: dismiss)
        }
    }
}
