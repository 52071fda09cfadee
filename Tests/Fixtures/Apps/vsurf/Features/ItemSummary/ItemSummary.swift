import SwiftUI
import UIKit

/// How other features open ItemSummary, with its input.
enum ItemSummary {
    /// Other features reach this feature's types through `ItemSummary.ViewState`.
    typealias ViewState = ItemSummaryView.ViewState

    // MARK: - Input

    struct Input {
        var heading: String
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    /// It takes the units of other features it shares with them.
    @MainActor
    static func build(input: Input, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) -> UIViewController {
        VSURFHost.controller { _ in
            ItemSummaryViewGroup(heading: input.heading, itemCartUnit: itemCartUnit)
        }
    }
}
