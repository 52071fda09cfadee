import Foundation

public actor ProductCardViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    public enum Action: Sendable {
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

    // MARK: - Private Properties

    private let router: ProductCard.Router?
    private let state: ProductCard.ViewState
    private let output: ProductCard.Output?

    // MARK: - Lifecycle

    public init(
        state: ProductCard.ViewState,
        input: ProductCard.Input?,
        output: ProductCard.Output?,
        router: ProductCard.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    public func handle(_ action: Action) async {
        switch action {
        case .viewDidLoad:
            await viewDidLoad()
        case .dismiss:
            await dismiss()
        case let .updatePosition(value):
            await updatePosition(for: value)
        case let .setPriceCellVisible(value):
            await setPriceCellVisible(value)
        case let .saveLastSlidingStep(value):
            await saveSlidingStep(value)
        case let .setBottomSafeAreaInset(value):
            await setBottomSafeAreaInset(value)
        case let .onNavigationHeaderAction(action):
            await handleNavigationHeader(action: action)
        case let .onSideButtonsAction(action):
            await handleSideButtons(action: action)
        case let .onImageSliderAction(action):
            await handleImageSlider(action: action)
        case let .onFooterButtonsAction(action):
            await handleFooterButtons(action: action)
        case let .onPriceCellAction(action):
            await handlePriceCell(action: action)
        }
    }
}

// MARK: - Private Methods

extension ProductCard.ViewModel {
    private func viewDidLoad() async {
    }

    private func dismiss() async {
        await router?.dismiss()
    }

    private func updatePosition(for value: CGFloat) async {
    }

    private func setPriceCellVisible(_ value: Bool) async {
    }

    private func saveSlidingStep(_ value: Int) async {
    }

    private func setBottomSafeAreaInset(_ value: CGFloat) async {
    }
}

// MARK: - Subview Actions

extension ProductCard.ViewModel {
    private func handleNavigationHeader(action: NavigationHeader.Action) async {
        switch action {
        case .onTapBackButton:
            break
        case .onTapFavoriteButton:
            break
        case .onTapShareButton:
            break
        case .onTapSimilarButton:
            break
        case .onTapSetsButton:
            break
        }
    }

    private func handleSideButtons(action: SideButtons.Action) async {
        switch action {
        case .onTapShareButton:
            break
        case .onTapSimilarButton:
            break
        case .onTapSetsButton:
            break
        }
    }

    private func handleImageSlider(action: ImageSliderAssembly.Action) async {
        switch action {
        case .onTapSlider:
            break
        case .onTapReview:
            break
        case .onSaveSlidingStep:
            break
        }
    }

    private func handleFooterButtons(action: FooterButtons.Action) async {
        switch action {
        case .onTapMapButton:
            break
        case .onTapBasketButton:
            break
        }
    }

    private func handlePriceCell(action: PriceCell.Action) async {
        switch action {
        case .onSetPriceCellVisible:
            break
        }
    }
}
