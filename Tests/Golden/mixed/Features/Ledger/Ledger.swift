import SwiftUI
import UIKit

/// How other features open Ledger, with its input.
enum Ledger {
    /// Specs name this feature's types `Ledger.ViewState.<Type>`, in every architecture.
    typealias ViewState = LedgerReducer.State

    // MARK: - Input

    struct Input {
        var entry: Ledger.ViewState.Entry
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((LedgerReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { dismiss in
            LedgerView(entry: input.entry, navigator: StateContainer.Navigator(dismissRoot: dismiss), output: output)
        }
    }
}
