import Foundation

actor ProductCardViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
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
    private var isAnimating = false

    // MARK: - Lifecycle

    init(
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

    func handle(_ action: Action) async {
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
        try? await Task.sleep(for: Constant.loadingDelay)
        await setInitialState()
        await state.update { $0.loadingState = .hide }
        await setPosition()
    }

    private func dismiss() async {
        await router?.dismiss()
    }

    private func updatePosition(for value: CGFloat) async {
        guard !isAnimating else { return }
        isAnimating = true
        let position = await handle(transition: value)
        await state.update { $0.position = position }
        try? await Task.sleep(for: Constant.animationDuration)
        isAnimating = false
    }

    private func setPriceCellVisible(_ value: Bool) async {
        await state.update { state in
            state.isPriceCellVisible = value
        }
    }

    private func saveSlidingStep(_ value: Int) async {
        await state.update {
            $0.currentSlidingStep = value
        }
    }

    private func setBottomSafeAreaInset(_ value: CGFloat) async {
        await state.update { $0.bottomSafeAreaInset = value }
    }

    // MARK: - Helpers

    private func setInitialState() async {
        await state.update { $0.makeStubData() }
    }

    private func setPosition() async {
        if await !state.isImageSliderVertical {
            await state.update { $0.position = .middle }
        }
    }

    private func addToBasket() async {
        await state.update {
            $0.basketLoadingState = .loading
        }
        try? await Task.sleep(for: Constant.basketDelay)
        await state.update { state in
            state.isAddedToBasket.toggle()
            state.basketLoadingState = .hide
        }
    }

    private func handle(transition: CGFloat) async -> ProductCard.ViewState.Position {
        switch await (state.position, transition) {
        case (.bottom, 0...):
            .middle
        case (.middle, ...0):
            await state.isImageSliderVertical ? .bottom : .middle
        case (.middle, 0...):
            .top
        case (.top, ...0):
            .middle
        default:
            await state.position
        }
    }

    private func switchPriceStyle() async {
        await state.update { $0.isPriceCellVisible.toggle() }
    }
}

// MARK: - Subview Actions

extension ProductCard.ViewModel {
    private func handleNavigationHeader(action: NavigationHeader.Action) async {
        switch action {
        case .onTapBackButton:
            await dismiss()
        case .onTapFavoriteButton:
            let article = await state.article
            output?.didChangeLike(UUID(uuidString: article) ?? UUID(), true)
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
        case let .onSaveSlidingStep(step):
            await saveSlidingStep(step)
        }
    }

    private func handleFooterButtons(action: FooterButtons.Action) async {
        switch action {
        case .onTapMapButton:
            await switchPriceStyle()
        case .onTapBasketButton:
            await addToBasket()
        }
    }

    private func handlePriceCell(action: PriceCell.Action) async {
        switch action {
        case let .onSetPriceCellVisible(isVisible):
            await setPriceCellVisible(isVisible)
        }
    }
}

extension ProductCard.ViewModel {
    enum Constant {
        static let loadingDelay = Duration.milliseconds(20)
        static let animationDuration = Duration.milliseconds(20)
        static let basketDelay = Duration.milliseconds(20)
    }
}
