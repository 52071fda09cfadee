import ComposableArchitecture
import SwiftUI
import UIKit

nonisolated enum LoadingState: Equatable, Sendable {
    case none
    case loading
    case loadError(error: String)
    case hide
}

nonisolated struct NetworkImage: Equatable, Sendable {
    var url: URL?

    init(
        url: URL?
    ) {
        self.url = url
    }
}

@Reducer
struct ProductCard {
    /// Other features reach this feature's types through `ProductCard.ViewState`.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var loadingState: LoadingState
        var position: Position
        var actualPrice: String
        var initialPrice: String
        var isPriceCellVisible: Bool
        /// Set by the first `viewDidLoad`: the feature loads once, not each time the screen shows again.
        var hasAppeared = false

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

        // MARK: - Children

        var navigationHeader: NavigationHeader.State
        var sideButtons: SideButtons.State
        var imageSliderAssembly: ImageSliderAssembly.State
        var footerButtons: FooterButtons.State
        var priceCell: PriceCell.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        var article: String {
            get { navigationHeader.article }
            set { navigationHeader.article = newValue }
        }

        var currentSlidingStep: Int {
            get { imageSliderAssembly.currentStep }
            set { imageSliderAssembly.currentStep = newValue }
        }

        var isImageSliderVertical: Bool {
            get { imageSliderAssembly.isImageSliderVertical }
            set { imageSliderAssembly.isImageSliderVertical = newValue }
        }

        var productImages: [NetworkImage] {
            get { imageSliderAssembly.productImages }
            set { imageSliderAssembly.productImages = newValue }
        }

        var basketLoadingState: LoadingState {
            get { footerButtons.basketLoadingState }
            set { footerButtons.basketLoadingState = newValue }
        }

        var isAvailableToBuy: Bool {
            get { footerButtons.isAvailableToBuy }
            set { footerButtons.isAvailableToBuy = newValue }
        }

        var isAddedToBasket: Bool {
            get { footerButtons.isAddedToBasket }
            set { footerButtons.isAddedToBasket = newValue }
        }

        var bottomSafeAreaInset: CGFloat {
            get { footerButtons.bottomInset }
            set { footerButtons.bottomInset = newValue }
        }

        var priceDescription: String {
            get { priceCell.priceDescription }
            set { priceCell.priceDescription = newValue }
        }

        // MARK: - Lifecycle

        init(article: String) {
            self.loadingState = .loading
            self.position = .bottom
            self.actualPrice = ""
            self.initialPrice = ""
            self.isPriceCellVisible = false
            self.navigationHeader = NavigationHeader.State(
                article: article,
                loadingState: loadingState,
                opacity: (position == .top ? 1 : 0)
            )
            self.sideButtons = SideButtons.State(
                position: position,
                loadingState: loadingState
            )
            self.imageSliderAssembly = ImageSliderAssembly.State(
                currentStep: 0,
                loadingState: loadingState,
                position: position,
                initialOffset: PublicConstant.initialOffset,
                isImageSliderVertical: true,
                productImages: []
            )
            self.footerButtons = FooterButtons.State(
                loadingState: loadingState,
                bottomInset: 0,
                basketLoadingState: .hide,
                actualPrice: actualPrice,
                initialPrice: initialPrice,
                shouldShowPriceInButton: (position == .bottom || !isPriceCellVisible),
                isAvailableToBuy: true,
                isAddedToBasket: false
            )
            self.priceCell = PriceCell.State(
                name: "Bastet silver watch",
                bages: ["NEW", "HIT", "ITALY"],
                actualPrice: actualPrice,
                initialPrice: initialPrice,
                priceDescription: "",
                position: position
            )
        }
    }

    // MARK: - Action

    enum Action: Sendable {
        case viewDidLoad
        case dismiss
        case updatePosition(CGFloat)
        case setPriceCellVisible(Bool)
        case saveLastSlidingStep(Int)
        case setBottomSafeAreaInset(CGFloat)
        case navigationHeader(NavigationHeader.Action)
        case sideButtons(SideButtons.Action)
        case imageSliderAssembly(ImageSliderAssembly.Action)
        case footerButtons(FooterButtons.Action)
        case priceCell(PriceCell.Action)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didChangeLike(productId: UUID, isLiked: Bool)
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        CombineReducers {
            Scope(\.navigationHeader, action: \.navigationHeader) {
                NavigationHeader()
            }
            Scope(\.sideButtons, action: \.sideButtons) {
                SideButtons()
            }
            Scope(\.imageSliderAssembly, action: \.imageSliderAssembly) {
                ImageSliderAssembly()
            }
            Scope(\.footerButtons, action: \.footerButtons) {
                FooterButtons()
            }
            Scope(\.priceCell, action: \.priceCell) {
                PriceCell()
            }
            Reduce { state, action in
                switch action {
                case .viewDidLoad:
                    guard !state.hasAppeared else { return .none }
                    state.hasAppeared = true
                    return .none
                case .dismiss:
                    return .run { [dismiss] _ in
                        await dismiss()
                    }
                case .updatePosition:
                    return .none
                case .setPriceCellVisible:
                    return .none
                case .saveLastSlidingStep:
                    return .none
                case .setBottomSafeAreaInset:
                    return .none
                case .navigationHeader:
                    return .none
                case .sideButtons:
                    return .none
                case .imageSliderAssembly:
                    return .none
                case .footerButtons:
                    return .none
                case .priceCell:
                    return .none
                case .delegate:
                    return .none
                }
            }
        }
        .onChange(of: \.loadingState) { _, state in
            state.navigationHeader.loadingState = state.loadingState
            state.sideButtons.loadingState = state.loadingState
            state.imageSliderAssembly.loadingState = state.loadingState
            state.footerButtons.loadingState = state.loadingState
            return .none
        }
        .onChange(of: \.navigationHeaderOpacity) { _, state in
            state.navigationHeader.opacity = state.navigationHeaderOpacity
            return .none
        }
        .onChange(of: \.position) { _, state in
            state.sideButtons.position = state.position
            state.imageSliderAssembly.position = state.position
            state.priceCell.position = state.position
            return .none
        }
        .onChange(of: \.actualPrice) { _, state in
            state.footerButtons.actualPrice = state.actualPrice
            state.priceCell.actualPrice = state.actualPrice
            return .none
        }
        .onChange(of: \.initialPrice) { _, state in
            state.footerButtons.initialPrice = state.initialPrice
            state.priceCell.initialPrice = state.initialPrice
            return .none
        }
        .onChange(of: \.shouldShowPriceInButton) { _, state in
            state.footerButtons.shouldShowPriceInButton = state.shouldShowPriceInButton
            return .none
        }
    }
}

// MARK: - Nested Types

extension ProductCard.State {
    nonisolated enum Position: Hashable, Sendable {
        case bottom
        case middle
        case top
    }
}

// MARK: - Building

extension ProductCard {
    /// What another feature passes to open this one: the spec's input.
    struct Input {
        var article: String

        init(article: String) {
            self.article = article
        }
    }

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        let controller = UIHostingController<ProductCardView?>(rootView: nil)
        let store = Store(initialState: State(article: input.article)) {
            ProductCard()
            Reduce { _, action in
                if case let .delegate(delegate) = action {
                    output?(delegate)
                }
                return .none
            }
        } withDependencies: {
            $0.dismiss = DismissEffect { [weak controller] in
                if let navigationController = controller?.navigationController, navigationController.viewControllers.count > 1 {
                    navigationController.popViewController(animated: true)
                } else {
                    controller?.dismiss(animated: true)
                }
            }
        }
        controller.rootView = ProductCardView(store: store)
        return controller
    }
}
