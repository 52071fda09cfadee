@testable import GoldenVSURF
import Foundation
import Testing

/// ProductCard's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
@Suite struct ProductCardTests {
    /// Kept here: the state holder holds its output weakly.
    private let owner = ProductCardOutputSpy()

    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> ProductCardViewStateHolder {
        let stateHolder = ProductCardViewStateHolder(article: "", productCardUnit: ProductCardUnitStub())
        stateHolder.output = owner
        return stateHolder
    }

    // MARK: - View Outputs

    @Test(.disabled("Write the test of viewDidLoad: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func viewDidLoad() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.viewDidLoad()
        Issue.record("Write the test of viewDidLoad: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of dismiss: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func dismiss() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.dismiss()
        Issue.record("Write the test of dismiss: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of updatePosition: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func updatePosition() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.updatePosition(for: 0)
        Issue.record("Write the test of updatePosition: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of setPriceCellVisible: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func setPriceCellVisible() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.setPriceCellVisible(false)
        Issue.record("Write the test of setPriceCellVisible: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of saveLastSlidingStep: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func saveLastSlidingStep() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.saveSlidingStep(0)
        Issue.record("Write the test of saveLastSlidingStep: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of setBottomSafeAreaInset: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func setBottomSafeAreaInset() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.setBottomSafeAreaInset(0)
        Issue.record("Write the test of setBottomSafeAreaInset: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - NavigationHeader

    @Test(.disabled("Write the test of NavigationHeader's onTapBackButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onNavigationHeaderActionOnTapBackButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapBackButton)
        Issue.record("Write the test of NavigationHeader's onTapBackButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onNavigationHeaderActionOnTapFavoriteButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapFavoriteButton)
        Issue.record("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapShareButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onNavigationHeaderActionOnTapShareButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapShareButton)
        Issue.record("Write the test of NavigationHeader's onTapShareButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onNavigationHeaderActionOnTapSimilarButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapSimilarButton)
        Issue.record("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSetsButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onNavigationHeaderActionOnTapSetsButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapSetsButton)
        Issue.record("Write the test of NavigationHeader's onTapSetsButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - SideButtons

    @Test(.disabled("Write the test of SideButtons's onTapShareButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onSideButtonsActionOnTapShareButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleSideButtons(.onTapShareButton)
        Issue.record("Write the test of SideButtons's onTapShareButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSimilarButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onSideButtonsActionOnTapSimilarButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleSideButtons(.onTapSimilarButton)
        Issue.record("Write the test of SideButtons's onTapSimilarButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSetsButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onSideButtonsActionOnTapSetsButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleSideButtons(.onTapSetsButton)
        Issue.record("Write the test of SideButtons's onTapSetsButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - ImageSliderAssembly

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onImageSliderActionOnTapSlider() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleImageSlider(.onTapSlider(0))
        Issue.record("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapReview: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onImageSliderActionOnTapReview() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleImageSlider(.onTapReview(0))
        Issue.record("Write the test of ImageSliderAssembly's onTapReview: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onImageSliderActionOnSaveSlidingStep() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleImageSlider(.onSaveSlidingStep(0))
        Issue.record("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - FooterButtons

    @Test(.disabled("Write the test of FooterButtons's onTapMapButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onFooterButtonsActionOnTapMapButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleFooterButtons(.onTapMapButton)
        Issue.record("Write the test of FooterButtons's onTapMapButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of FooterButtons's onTapBasketButton: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onFooterButtonsActionOnTapBasketButton() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleFooterButtons(.onTapBasketButton)
        Issue.record("Write the test of FooterButtons's onTapBasketButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - PriceCell

    @Test(.disabled("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onPriceCellActionOnSetPriceCellVisible() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handlePriceCell(.onSetPriceCellVisible(false))
        Issue.record("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class ProductCardUnitStub: ProductCardUnitInput, ProductCardUnitOutput {}

/// Records what ProductCard tells its owner, in order.
final class ProductCardOutputSpy: ProductCard.Output {
    private(set) var calls: [String] = []

    func didChangeLike(productId: UUID, isLiked: Bool) {
        calls.append("didChangeLike(\(productId), \(isLiked))")
    }
}
