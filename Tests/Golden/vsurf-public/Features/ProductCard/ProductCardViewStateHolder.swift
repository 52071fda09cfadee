import Combine
import SwiftUI

/// Turns the unit's business state into ProductCardView's state, and passes the view's
/// commands to the unit.
@MainActor
public final class ProductCardViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let productCardUnit: ProductCardUnitInput & ProductCardUnitOutput

    // MARK: - Output

    /// The feature that shows ProductCard, set by whoever assembles the screen: tell it what
    /// happens here (`output?.didChangeLike(…)`).
    weak var output: ProductCard.Output?

    // MARK: - Published

    @Published public var state: ProductCardView.ViewState

    // MARK: - Init

    public init(article: String, productCardUnit: ProductCardUnitInput & ProductCardUnitOutput) {
        self.state = .init(article: article)
        self.productCardUnit = productCardUnit
        subscribe()
    }
}

// MARK: - ProductCardViewOutput

extension ProductCardViewStateHolder: ProductCardViewOutput {
    public func viewDidLoad() {
    }

    public func dismiss() {
    }

    public func updatePosition(for value: CGFloat) {
    }

    public func setPriceCellVisible(_ value: Bool) {
    }

    public func saveSlidingStep(_ value: Int) {
    }

    public func setBottomSafeAreaInset(_ value: CGFloat) {
    }

    public func handleNavigationHeader(_ action: NavigationHeader.Action) {
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

    public func handleSideButtons(_ action: SideButtons.Action) {
        switch action {
        case .onTapShareButton:
            break
        case .onTapSimilarButton:
            break
        case .onTapSetsButton:
            break
        }
    }

    public func handleImageSlider(_ action: ImageSliderAssembly.Action) {
        switch action {
        case .onTapSlider:
            break
        case .onTapReview:
            break
        case .onSaveSlidingStep:
            break
        }
    }

    public func handleFooterButtons(_ action: FooterButtons.Action) {
        switch action {
        case .onTapMapButton:
            break
        case .onTapBasketButton:
            break
        }
    }

    public func handlePriceCell(_ action: PriceCell.Action) {
        switch action {
        case .onSetPriceCellVisible:
            break
        }
    }
}

// MARK: - Private Methods

extension ProductCardViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
