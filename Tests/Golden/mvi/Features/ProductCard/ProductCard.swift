import SwiftUI
import UIKit

/// How other features open ProductCard, with its input and output.
enum ProductCard {
    /// Specs name this feature's types `ProductCard.ViewState.<Type>`, in every architecture.
    typealias ViewState = ProductCardModel

    // MARK: - Input

    struct Input {
        var article: String
    }

    // MARK: - Output

    struct Output {
        let didChangeLike: @Sendable (_ productId: UUID, _ isLiked: Bool) -> Void
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: ProductCardView.build(input: input, output: output))
    }
}
