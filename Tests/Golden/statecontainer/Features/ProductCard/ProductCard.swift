import SwiftUI
import UIKit

/// How other features open ProductCard, with its input.
enum ProductCard {
    /// Specs name this feature's types `ProductCard.ViewState.<Type>`, in every architecture.
    typealias ViewState = ProductCardReducer.State

    // MARK: - Input

    struct Input {
        var article: String
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: ((ProductCardReducer.Output) -> Void)? = nil) -> UIViewController {
        UIHostingController(rootView: ProductCardView(article: input.article, output: output))
    }
}
