import Foundation

nonisolated enum LoadingState: Equatable, Sendable {
    case none
    case loading
    case loadError(error: String)
    case hide
}

nonisolated struct NetworkImage: Equatable, Sendable {
    var url: URL?
}

@MainActor
final class ProductCardReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var article: String
        var loadingState: LoadingState
        var position: Position
        var currentSlidingStep: Int
        var isImageSliderVertical: Bool
        var productImages: [NetworkImage]
        var actualPrice: String
        var initialPrice: String
        var basketLoadingState: LoadingState
        var isPriceCellVisible: Bool
        var isAvailableToBuy: Bool
        var isAddedToBasket: Bool
        var bottomSafeAreaInset: CGFloat
        var priceDescription: String

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

        // MARK: - Lifecycle

        init(article: String) {
            self.article = article
            self.loadingState = .loading
            self.position = .bottom
            self.currentSlidingStep = 0
            self.isImageSliderVertical = true
            self.productImages = []
            self.actualPrice = ""
            self.initialPrice = ""
            self.basketLoadingState = .hide
            self.isPriceCellVisible = false
            self.isAvailableToBuy = true
            self.isAddedToBasket = false
            self.bottomSafeAreaInset = 0
            self.priceDescription = ""
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case viewDidLoad
        case dismiss
        case updatePosition(CGFloat)
        case setPriceCellVisible(Bool)
        case saveLastSlidingStep(Int)
        case setBottomSafeAreaInset(CGFloat)
        case onNavigationHeaderAction(NavigationHeader.Action)
        case onSideButtonsAction(SideButtons.Action)
        case onImageSliderAction(ImageSliderAssembly.Action)
        case onFooterButtonsAction(FooterButtons.Action)
        case onPriceCellAction(PriceCell.Action)
    }

    // MARK: - Output

    enum Output: Sendable {
        case didChangeLike(productId: UUID, isLiked: Bool)
        case dismiss
    }

    // MARK: - Reduce

    func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .viewDidLoad:
            return .none
        case .dismiss:
            return .output(.dismiss)
        case .updatePosition:
            return .none
        case .setPriceCellVisible:
            return .none
        case .saveLastSlidingStep:
            return .none
        case .setBottomSafeAreaInset:
            return .none
        case .onNavigationHeaderAction:
            return .none
        case .onSideButtonsAction:
            return .none
        case .onImageSliderAction:
            return .none
        case .onFooterButtonsAction:
            return .none
        case .onPriceCellAction:
            return .none
        }
    }
}

// MARK: - Nested Types

extension ProductCardReducer.State {
    nonisolated enum Position: Hashable, Sendable {
        case bottom
        case middle
        case top
    }
}
