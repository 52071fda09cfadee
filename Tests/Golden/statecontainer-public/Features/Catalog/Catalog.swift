import SwiftUI
import UIKit

/// How other features open Catalog, with its input.
public enum Catalog {
    /// Other features reach this feature's types through `Catalog.ViewState`.
    public typealias ViewState = CatalogReducer.State

    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented, and its push routes push their screens there.
    @MainActor
    public static func build(input: Input, output: ((CatalogReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            CatalogView(navigator: navigator, output: output)
        }
    }
}
