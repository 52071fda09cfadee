import Combine
import Foundation
import SwiftUI

public enum LoadingState: Equatable, Sendable {
    case none
    case loading
    case loadError(error: String)
    case hide
}

public struct NetworkImage: Equatable, Sendable {
    public var url: URL?

    public init(
        url: URL?
    ) {
        self.url = url
    }
}

public final class ProductCardState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var article: String
    @Published public var loadingState: LoadingState
    @Published public var position: Position
    @Published public var currentSlidingStep: Int
    @Published public var isImageSliderVertical: Bool
    @Published public var productImages: [NetworkImage]
    @Published public var actualPrice: String
    @Published public var initialPrice: String
    @Published public var basketLoadingState: LoadingState
    @Published public var isPriceCellVisible: Bool
    @Published public var isAvailableToBuy: Bool
    @Published public var isAddedToBasket: Bool
    @Published public var bottomSafeAreaInset: CGFloat
    @Published public var priceDescription: String

    // MARK: - Constants

    /// What the state's expressions read as `PublicConstant.name`.
    public enum PublicConstant {
        public static let initialOffset: CGFloat = 146.0
        public static let navBarHeight: CGFloat = 104.0
    }

    // MARK: - Derived

    public var navigationHeaderOpacity: Double {
        position == .top ? 1 : 0
    }

    public var shouldShowPriceInButton: Bool {
        position == .bottom || !isPriceCellVisible
    }

    // MARK: - Subviews

    public var navigationHeader: NavigationHeader.ViewState {
        .init(
            article: article,
            loadingState: loadingState,
            opacity: navigationHeaderOpacity
        )
    }

    public var imageSliderAssembly: ImageSliderAssembly.ViewState {
        get {
            .init(
                currentStep: currentSlidingStep,
                loadingState: loadingState,
                position: position,
                initialOffset: PublicConstant.initialOffset,
                isImageSliderVertical: isImageSliderVertical,
                productImages: productImages
            )
        }
        set {
            currentSlidingStep = newValue.currentStep
        }
    }

    public var footerButtons: FooterButtons.ViewState {
        .init(
            loadingState: loadingState,
            bottomInset: bottomSafeAreaInset,
            basketLoadingState: basketLoadingState,
            actualPrice: actualPrice,
            initialPrice: initialPrice,
            shouldShowPriceInButton: shouldShowPriceInButton,
            isAvailableToBuy: isAvailableToBuy,
            isAddedToBasket: isAddedToBasket
        )
    }

    public var priceCell: PriceCell.ViewState {
        .init(
            name: "Bastet silver watch",
            bages: ["NEW", "HIT", "ITALY"],
            actualPrice: actualPrice,
            initialPrice: initialPrice,
            priceDescription: priceDescription,
            position: position
        )
    }

    // MARK: - Lifecycle

    public init(input: ProductCard.Input?) {
        article = input?.article ?? ""
        loadingState = .loading
        position = .bottom
        currentSlidingStep = 0
        isImageSliderVertical = true
        productImages = []
        actualPrice = ""
        initialPrice = ""
        basketLoadingState = .hide
        isPriceCellVisible = false
        isAvailableToBuy = true
        isAddedToBasket = false
        bottomSafeAreaInset = 0
        priceDescription = ""
    }
}

// MARK: - Nested Types

extension ProductCard.ViewState {
    public enum Position: Hashable, Sendable {
        case bottom
        case middle
        case top
    }
}
