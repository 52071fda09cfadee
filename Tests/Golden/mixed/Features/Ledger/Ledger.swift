import SwiftUI
import UIKit

/// How other features open Ledger, with its input.
enum Ledger {
    /// Other features reach this feature's types through `Ledger.ViewState`.
    typealias ViewState = LedgerReducer.State

    // MARK: - Input

    struct Input {
        var entry: Ledger.ViewState.Entry
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((LedgerReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            LedgerView(entry: input.entry, navigator: navigator, output: output)
        }
    }
}
