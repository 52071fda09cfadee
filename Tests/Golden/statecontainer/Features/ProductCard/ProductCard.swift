import SwiftUI
import UIKit

/// How other features open ProductCard, with its input.
enum ProductCard {
    /// Other features reach this feature's types through `ProductCard.ViewState`.
    typealias ViewState = ProductCardReducer.State

    // MARK: - Input

    struct Input {
        var article: String
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((ProductCardReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            ProductCardView(article: input.article, navigator: navigator, output: output)
        }
    }
}
