import Combine
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

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol ProductCardModeling {
    var article: String { get }
    var loadingState: LoadingState { get }
    var position: ProductCard.ViewState.Position { get }
    var currentSlidingStep: Int { get }
    var isImageSliderVertical: Bool { get }
    var productImages: [NetworkImage] { get }
    var actualPrice: String { get }
    var initialPrice: String { get }
    var basketLoadingState: LoadingState { get }
    var isPriceCellVisible: Bool { get }
    var isAvailableToBuy: Bool { get }
    var isAddedToBasket: Bool { get }
    var bottomSafeAreaInset: CGFloat { get }
    var priceDescription: String { get }
    var navigationHeaderOpacity: Double { get }
    var shouldShowPriceInButton: Bool { get }
    var navigationHeader: NavigationHeader.ViewState { get }
    var sideButtons: SideButtons.ViewState { get }
    var imageSliderAssembly: ImageSliderAssembly.ViewState { get }
    var footerButtons: FooterButtons.ViewState { get }
    var priceCell: PriceCell.ViewState { get }
    var routerSubject: PassthroughSubject<ProductCardRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class ProductCardModel: ObservableObject, ProductCardModeling {
    // MARK: - Properties

    @Published private(set) var article: String
    @Published private(set) var loadingState: LoadingState
    @Published private(set) var position: Position
    @Published private(set) var currentSlidingStep: Int
    @Published private(set) var isImageSliderVertical: Bool
    @Published private(set) var productImages: [NetworkImage]
    @Published private(set) var actualPrice: String
    @Published private(set) var initialPrice: String
    @Published private(set) var basketLoadingState: LoadingState
    @Published private(set) var isPriceCellVisible: Bool
    @Published private(set) var isAvailableToBuy: Bool
    @Published private(set) var isAddedToBasket: Bool
    @Published private(set) var bottomSafeAreaInset: CGFloat
    @Published private(set) var priceDescription: String
    let routerSubject = PassthroughSubject<ProductCardRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: ProductCard.Input) {
        article = input.article
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

    // MARK: - Custom Elements

    var navigationHeader: NavigationHeader.ViewState {
        .init(
            article: article,
            loadingState: loadingState,
            opacity: navigationHeaderOpacity
        )
    }

    var sideButtons: SideButtons.ViewState {
        .init(
            position: position,
            loadingState: loadingState
        )
    }

    var imageSliderAssembly: ImageSliderAssembly.ViewState {
        .init(
            currentStep: currentSlidingStep,
            loadingState: loadingState,
            position: position,
            initialOffset: PublicConstant.initialOffset,
            isImageSliderVertical: isImageSliderVertical,
            productImages: productImages
        )
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
}

// MARK: - Nested Types

extension ProductCardModel {
    enum Position: Hashable, Sendable {
        case bottom
        case middle
        case top
    }
}
