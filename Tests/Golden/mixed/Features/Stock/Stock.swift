import SwiftUI
import UIKit

/// How other features open Stock, with its input.
enum Stock {
    /// Specs name this feature's types `Stock.ViewState.<Type>`, in every architecture.
    typealias ViewState = StockView.ViewState

    // MARK: - Input

    struct Input {
        var item: Stock.ViewState.Item
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input) -> UIViewController {
        VSURFHost.controller { dismiss in
            StockViewGroup(item: input.item, dismiss: dismiss)
        }
    }
}
