import SwiftUI
import UIKit

/// How other features open ProductCard, with its input.
enum ProductCard {
    /// Specs name this feature's types `ProductCard.ViewState.<Type>`, in every architecture.
    typealias ViewState = ProductCardView.ViewState

    // MARK: - Input

    struct Input {
        var article: String
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: ProductCardViewGroup(article: input.article))
    }
}
