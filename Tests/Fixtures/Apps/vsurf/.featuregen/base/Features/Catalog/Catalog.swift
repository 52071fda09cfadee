import SwiftUI
import UIKit

/// How other features open Catalog, with its input.
enum Catalog {
    /// Other features reach this feature's types through `Catalog.ViewState`.
    typealias ViewState = CatalogView.ViewState

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    @MainActor
    static func build(input: Input) -> UIViewController {
        VSURFHost.controller { _ in
            CatalogViewGroup()
        }
    }
}
