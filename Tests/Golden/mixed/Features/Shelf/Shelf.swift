import SwiftUI
import UIKit

/// How other features open Shelf, with its input.
enum Shelf {
    /// Other features reach this feature's types through `Shelf.ViewState`.
    typealias ViewState = ShelfModel

    // MARK: - Input

    struct Input {
        var product: Shelf.ViewState.Product
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    static func root(input: Input) -> some View {
        NavigationStack {
            ShelfView.build(input: input)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: ShelfView.build(input: input))
    }
}
