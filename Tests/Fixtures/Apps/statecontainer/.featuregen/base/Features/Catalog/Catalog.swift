import SwiftUI
import UIKit

/// How other features open Catalog, with its input.
enum Catalog {
    /// Other features reach this feature's types through `Catalog.ViewState`.
    typealias ViewState = CatalogReducer.State

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented, and its push routes push their screens there.
    @MainActor
    static func build(input: Input, output: ((CatalogReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            CatalogView(navigator: navigator, output: output)
        }
    }
}
