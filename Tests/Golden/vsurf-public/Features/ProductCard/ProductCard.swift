import SwiftUI
import UIKit

/// How other features open ProductCard, with its input.
public enum ProductCard {
    /// Specs name this feature's types `ProductCard.ViewState.<Type>`, in every architecture.
    public typealias ViewState = ProductCardView.ViewState

    // MARK: - Input

    public struct Input {
        public var article: String

        public init(article: String) {
            self.article = article
        }
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: ProductCardViewGroup(article: input.article))
    }
}
