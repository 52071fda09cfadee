import SwiftUI

enum LoadingState: Equatable, Sendable {
    case none
    case loading
    case loadError(error: String)
    case hide
}

struct NetworkImage: Equatable, Sendable {
    var url: URL?
}

// MARK: - Output

/// What ProductCardView asks of its state holder.
@MainActor
protocol ProductCardViewOutput: AnyObject {
    func viewDidLoad()
    func dismiss()
    func updatePosition(for value: CGFloat)
    func setPriceCellVisible(_ value: Bool)
    func saveSlidingStep(_ value: Int)
    func setBottomSafeAreaInset(_ value: CGFloat)
    func handleNavigationHeader(_ action: NavigationHeader.Action)
    func handleSideButtons(_ action: SideButtons.Action)
    func handleImageSlider(_ action: ImageSliderAssembly.Action)
    func handleFooterButtons(_ action: FooterButtons.Action)
    func handlePriceCell(_ action: PriceCell.Action)
}

// MARK: - View

struct ProductCardView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
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

        // MARK: - Init

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

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: ProductCardNavigationState
    @Environment(\.dismiss) private var dismissScreen
    /// Set on the first appearance: `viewDidLoad` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Weak Reference

    @WeakReference private var output: ProductCardViewOutput?

    // MARK: - Private Properties

    /// How the screen closes when the feature that shows it says; nil: SwiftUI's dismiss.
    private let close: (@MainActor () -> Void)?

    // MARK: - Init

    init(
        state: Binding<ViewState>, navigationState: Binding<ProductCardNavigationState>, output: ProductCardViewOutput?,
        dismiss: (@MainActor () -> Void)? = nil
    ) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
        close = dismiss
    }

    // MARK: - Body

    var body: some View {
        VStack {
            header
            sideButtons
            slider
            footer
            content
            priceCell
            Button("Dismiss") {
                dismiss()
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            output?.viewDidLoad()
        }
    }

    // MARK: - Subviews

    private var header: some View {
        NavigationHeader(state: state.navigationHeader) { output?.handleNavigationHeader($0) }
    }

    private var sideButtons: some View {
        SideButtons(state: state.sideButtons) { output?.handleSideButtons($0) }
    }

    private var slider: some View {
        ImageSliderAssembly(state: state.imageSliderAssembly) { output?.handleImageSlider($0) }
    }

    private var footer: some View {
        FooterButtons(state: state.footerButtons) { output?.handleFooterButtons($0) }
    }

    private var content: some View {
        ProductCardList(state: state, output: output)
    }

    private var priceCell: some View {
        PriceCell(state: state.priceCell) { output?.handlePriceCell($0) }
    }

    // MARK: - Navigation

    /// Tells the state holder, then closes the screen: call it from the control that closes it.
    func dismiss() {
        output?.dismiss()
        if let close {
            close()
        } else {
            dismissScreen()
        }
    }
}

// MARK: - Nested Types

extension ProductCardView.ViewState {
    enum Position: Hashable, Sendable {
        case bottom
        case middle
        case top
    }
}
