import SwiftUI
import UIKit

/// How other features open PosterShop, with its input and output.
enum PosterShop {
    // MARK: - Input

    struct Input {
        var shelf: String
    }

    // MARK: - Output

    struct Output {
    }

    // MARK: - Building

    /// The screen as the root of an app or a tab: in a NavigationStack, where its push routes
    /// push their screens.
    @MainActor
    static func root(input: Input, output: Output? = nil) -> some View {
        NavigationStack {
            PosterShopView.build(shelf: input.shelf)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: PosterShopView.build(shelf: input.shelf))
    }
}
