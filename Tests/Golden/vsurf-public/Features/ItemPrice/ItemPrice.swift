import SwiftUI
import UIKit

/// How other features open ItemPrice, with its input.
public enum ItemPrice {
    // MARK: - Input

    public struct Input {
        public var amount: Double

        public init(amount: Double) {
            self.amount = amount
        }
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        VSURFHost.controller { _ in
            ItemPriceViewGroup(amount: input.amount)
        }
    }
}
