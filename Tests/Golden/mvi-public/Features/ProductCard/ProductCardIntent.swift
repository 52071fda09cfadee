import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class ProductCardIntent: ObservableObject {
    // MARK: - Properties

    public let model: ProductCardModeling
    /// The same model, which the intent changes; the view reads it only as `ProductCardModeling`.
    private let writableModel: ProductCardModel
    private let output: ProductCard.Output?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    public init(input: ProductCard.Input, output: ProductCard.Output? = nil) {
        let model = ProductCardModel(input: input)
        self.model = model
        writableModel = model
        self.output = output
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension ProductCardIntent {
    public func viewDidLoad() {
    }

    public func dismiss() {
        writableModel.routerSubject.send(.dismiss)
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
