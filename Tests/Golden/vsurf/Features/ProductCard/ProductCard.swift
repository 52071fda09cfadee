import SwiftUI
import UIKit

/// How other features open ProductCard, with its input and output.
enum ProductCard {
    /// Other features reach this feature's types through `ProductCard.ViewState`.
    typealias ViewState = ProductCardView.ViewState

    // MARK: - Input

    struct Input {
        var article: String
    }

    // MARK: - Output

    /// What ProductCard tells the feature that shows it. That feature passes itself to
    /// ProductCardViewGroup, which hands it, held weakly, to the state holder that calls it.
    @MainActor
    protocol Output: AnyObject {
        func didChangeLike(productId: UUID, isLiked: Bool)
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        VSURFHost.controller { dismiss in
            ProductCardViewGroup(article: input.article, output: output, dismiss: dismiss)
        }
    }
}
