import Foundation

public nonisolated enum LoadingState: Equatable, Sendable {
    case none
    case loading
    case loadError(error: String)
    case hide
}

public nonisolated struct NetworkImage: Equatable, Sendable {
    public var url: URL?

    public init(
        url: URL?
    ) {
        self.url = url
    }
}

@MainActor
public final class ProductCardReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public var article: String
        public var loadingState: LoadingState
        public var position: Position
        public var currentSlidingStep: Int
        public var isImageSliderVertical: Bool
        public var productImages: [NetworkImage]
        public var actualPrice: String
        public var initialPrice: String
        public var basketLoadingState: LoadingState
        public var isPriceCellVisible: Bool
        public var isAvailableToBuy: Bool
        public var isAddedToBasket: Bool
        public var bottomSafeAreaInset: CGFloat
        public var priceDescription: String

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

        public var sideButtons: SideButtons.ViewState {
            .init(
                position: position,
                loadingState: loadingState
            )
        }

        public var imageSliderAssembly: ImageSliderAssembly.ViewState {
            .init(
                currentStep: currentSlidingStep,
                loadingState: loadingState,
                position: position,
                initialOffset: PublicConstant.initialOffset,
                isImageSliderVertical: isImageSliderVertical,
                productImages: productImages
            )
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

        public init(article: String) {
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

    public enum Input: Sendable {
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

    public enum Output: Sendable {
        case didChangeLike(productId: UUID, isLiked: Bool)
        case dismiss
    }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Reduce

    public func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
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
    public nonisolated enum Position: Hashable, Sendable {
        case bottom
        case middle
        case top
    }
}
