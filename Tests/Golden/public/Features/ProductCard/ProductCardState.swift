import Combine
import Foundation
import SwiftUI

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

    /// What the state's expressions read as `Constant.name`.
    public enum Constant {
        public static let initialOffset: CGFloat = 146.0
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

    public var sideButtons: SideButtons.ViewState {
        .init(
            position: position,
            loadingState: loadingState
        )
    }

    public var imageSliderAssembly: ImageSliderAssembly.ViewState {
        get {
            .init(
                currentStep: currentSlidingStep,
                loadingState: loadingState,
                position: position,
                initialOffset: Constant.initialOffset,
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
            badges: ["NEW", "HIT", "ITALY"],
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

extension ProductCard.ViewState {
    public enum LoadingState: Hashable, Sendable {
        case loading
        case hide
    }
}

extension ProductCard.ViewState {
    public struct NetworkImage: Equatable, Sendable {
        public var url: URL
        public var previewURL: URL?

        public init(
            url: URL,
            previewURL: URL?
        ) {
            self.url = url
            self.previewURL = previewURL
        }
    }
}
