import SwiftUI
import UIKit

/// How other features open ItemPrice, with its input.
enum ItemPrice {
    // MARK: - Input

    struct Input {
        var amount: Double
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    @MainActor
    static func build(input: Input) -> UIViewController {
        VSURFHost.controller { _ in
            ItemPriceViewGroup(amount: input.amount)
        }
    }
}
