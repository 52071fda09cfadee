import SwiftUI
import UIKit

/// How other features open Catalog, with its input and output.
enum Catalog {
    /// Specs name this feature's types `Catalog.ViewState.<Type>`, in every architecture.
    typealias ViewState = CatalogModel

    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    struct Output {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: CatalogView.build(input: input, output: output))
    }
}
