import Combine
import Foundation
import SwiftUI

enum LoadingState: Equatable, Sendable {
    case none
    case loading
    case loadError(error: String)
    case hide
}

struct NetworkImage: Equatable, Sendable {
    var url: URL?

    init(
        url: URL?
    ) {
        self.url = url
    }
}

final class ProductCardState: ViewStateProtocol {
    // MARK: - Properties

    @Published var article: String
    @Published var loadingState: LoadingState
    @Published var position: Position
    @Published var currentSlidingStep: Int
    @Published var isImageSliderVertical: Bool
    @Published var productImages: [NetworkImage]
    @Published var actualPrice: String
    @Published var initialPrice: String
    @Published var basketLoadingState: LoadingState
    @Published var isPriceCellVisible: Bool
    @Published var isAvailableToBuy: Bool
    @Published var isAddedToBasket: Bool
    @Published var bottomSafeAreaInset: CGFloat
    @Published var priceDescription: String

    // MARK: - Constants

    /// What the state's expressions read as `PublicConstant.name`.
    enum PublicConstant {
        static let initialOffset: CGFloat = 146.0
        static let navBarHeight: CGFloat = 104.0
    }

    // MARK: - Derived

    var navigationHeaderOpacity: Double {
        position == .top ? 1 : 0
    }

    var shouldShowPriceInButton: Bool {
        position == .bottom || !isPriceCellVisible
    }

    // MARK: - Subviews

    var navigationHeader: NavigationHeader.ViewState {
        .init(
            article: article,
            loadingState: loadingState,
            opacity: navigationHeaderOpacity
        )
    }

    var imageSliderAssembly: ImageSliderAssembly.ViewState {
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

    var footerButtons: FooterButtons.ViewState {
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

    var priceCell: PriceCell.ViewState {
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

    init(input: ProductCard.Input?) {
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
    enum Position: Hashable, Sendable {
        case bottom
        case middle
        case top
    }
}
