import SwiftUI
import UIKit

/// How other features open ItemSummary, with its input.
enum ItemSummary {
    /// Specs name this feature's types `ItemSummary.ViewState.<Type>`, in every architecture.
    typealias ViewState = ItemSummaryView.ViewState

    // MARK: - Input

    struct Input {
        var heading: String
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    /// It takes the units of other features it shares with them.
    @MainActor
    static func build(input: Input, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) -> UIViewController {
        VSURFHost.controller { dismiss in
            ItemSummaryViewGroup(heading: input.heading, itemCartUnit: itemCartUnit, dismiss: dismiss)
        }
    }
}
