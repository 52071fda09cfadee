import SwiftUI
import UIKit

/// How other features open ItemDetail, with its input.
enum ItemDetail {
    // MARK: - Input

    struct Input {
        var item: String
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    /// It takes the units of other features it shares with them.
    @MainActor
    static func build(input: Input, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) -> UIViewController {
        VSURFHost.controller { _ in
            ItemDetailViewGroup(item: input.item, itemCartUnit: itemCartUnit)
        }
    }
}
