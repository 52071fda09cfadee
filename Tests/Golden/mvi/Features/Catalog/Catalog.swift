import SwiftUI
import UIKit

/// How other features open Catalog, with its input.
enum Catalog {
    /// Other features reach this feature's types through `Catalog.ViewState`.
    typealias ViewState = CatalogModel

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    static func root(input: Input) -> some View {
        NavigationStack {
            CatalogView.build(input: input)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    /// In a NavigationStack of its own, where its push routes push their screens: UIKit
    /// presents it, or makes it the root of a window or a tab.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(
            rootView: NavigationStack {
                CatalogView.build(input: input)
            }
        )
    }
}
