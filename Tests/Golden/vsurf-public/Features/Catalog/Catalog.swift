import SwiftUI
import UIKit

/// How other features open Catalog, with its input.
public enum Catalog {
    /// Other features reach this feature's types through `Catalog.ViewState`.
    public typealias ViewState = CatalogView.ViewState

    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        VSURFHost.controller { _ in
            CatalogViewGroup()
        }
    }
}
