import SwiftUI
import UIKit

/// How other features open Stock, with its input.
enum Stock {
    /// Other features reach this feature's types through `Stock.ViewState`.
    typealias ViewState = StockView.ViewState

    // MARK: - Input

    struct Input {
        var item: Stock.ViewState.Item
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    /// It takes the units of other features it shares with them.
    @MainActor
    static func build(input: Input, letterUnit: LetterUnitInput & LetterUnitOutput) -> UIViewController {
        VSURFHost.controller { _ in
            StockViewGroup(item: input.item, letterUnit: letterUnit)
        }
    }
}
