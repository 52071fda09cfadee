import ComposableArchitecture
import SwiftUI
import UIKit

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

@Reducer
public struct ProductCard {
    /// Other features reach this feature's types through `ProductCard.ViewState`.
    public typealias ViewState = State

    // MARK: - State

    @ObservableState
    public struct State: Equatable, Sendable {
        public var loadingState: LoadingState
        public var position: Position
        public var actualPrice: String
        public var initialPrice: String
        public var isPriceCellVisible: Bool
        /// Set by the first `viewDidLoad`: the feature loads once, not each time the screen shows again.
        public var hasAppeared = false

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

        // MARK: - Children

        public var navigationHeader: NavigationHeader.State
        public var sideButtons: SideButtons.State
        public var imageSliderAssembly: ImageSliderAssembly.State
        public var footerButtons: FooterButtons.State
        public var priceCell: PriceCell.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        public var article: String {
            get { navigationHeader.article }
            set { navigationHeader.article = newValue }
        }

        public var currentSlidingStep: Int {
            get { imageSliderAssembly.currentStep }
            set { imageSliderAssembly.currentStep = newValue }
        }

        public var isImageSliderVertical: Bool {
            get { imageSliderAssembly.isImageSliderVertical }
            set { imageSliderAssembly.isImageSliderVertical = newValue }
        }

        public var productImages: [NetworkImage] {
            get { imageSliderAssembly.productImages }
            set { imageSliderAssembly.productImages = newValue }
        }

        public var basketLoadingState: LoadingState {
            get { footerButtons.basketLoadingState }
            set { footerButtons.basketLoadingState = newValue }
        }

        public var isAvailableToBuy: Bool {
            get { footerButtons.isAvailableToBuy }
            set { footerButtons.isAvailableToBuy = newValue }
        }

        public var isAddedToBasket: Bool {
            get { footerButtons.isAddedToBasket }
            set { footerButtons.isAddedToBasket = newValue }
        }

        public var bottomSafeAreaInset: CGFloat {
            get { footerButtons.bottomInset }
            set { footerButtons.bottomInset = newValue }
        }

        public var priceDescription: String {
            get { priceCell.priceDescription }
            set { priceCell.priceDescription = newValue }
        }

        // MARK: - Lifecycle

        public init(article: String) {
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

    public enum Action: Sendable {
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
        public enum Delegate: Sendable {
            case didChangeLike(productId: UUID, isLiked: Bool)
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ComposableArchitecture.Reducer<State, Action> {
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
    public nonisolated enum Position: Hashable, Sendable {
        case bottom
        case middle
        case top
    }
}

// MARK: - Building

extension ProductCard {
    /// What another feature passes to open this one: the spec's input.
    public struct Input {
        public var article: String

        public init(article: String) {
            self.article = article
        }
    }

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    public typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    public static func build(input: Input, output: Output? = nil) -> UIViewController {
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
