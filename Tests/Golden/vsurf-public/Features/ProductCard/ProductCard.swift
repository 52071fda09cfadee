import SwiftUI
import UIKit

/// How other features open ProductCard, with its input and output.
public enum ProductCard {
    /// Other features reach this feature's types through `ProductCard.ViewState`.
    public typealias ViewState = ProductCardView.ViewState

    // MARK: - Input

    public struct Input {
        public var article: String

        public init(article: String) {
            self.article = article
        }
    }

    // MARK: - Output

    /// What ProductCard tells the feature that shows it. That feature passes itself to
    /// ProductCardViewGroup, which hands it, held weakly, to the state holder that calls it.
    @MainActor
    public protocol Output: AnyObject {
        func didChangeLike(productId: UUID, isLiked: Bool)
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    public static func build(input: Input, output: Output? = nil) -> UIViewController {
        VSURFHost.controller { dismiss in
            ProductCardViewGroup(article: input.article, output: output, dismiss: dismiss)
        }
    }
}
