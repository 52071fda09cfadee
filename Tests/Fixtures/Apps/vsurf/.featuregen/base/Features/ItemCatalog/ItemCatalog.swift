import SwiftUI
import UIKit

/// How other features open ItemCatalog, with its input.
enum ItemCatalog {
    /// Specs name this feature's types `ItemCatalog.ViewState.<Type>`, in every architecture.
    enum ViewState {
        typealias CatalogItem = ItemCatalogView.CatalogItem
        typealias CartSnapshot = ItemCatalogView.CartSnapshot
    }

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    /// It takes the units of other features it shares with them.
    @MainActor
    static func build(input: Input, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) -> UIViewController {
        VSURFHost.controller { dismiss in
            ItemCatalogViewGroup(itemCartUnit: itemCartUnit, dismiss: dismiss)
        }
    }
}
