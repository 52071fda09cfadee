@testable import GoldenVSURF
import Foundation
import XCTest

/// ProductCard's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
final class ProductCardTests: XCTestCase {
    /// Kept here: the state holder holds its output weakly.
    private let owner = ProductCardOutputSpy()

    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> ProductCardViewStateHolder {
        let stateHolder = ProductCardViewStateHolder(article: "", productCardUnit: ProductCardUnitStub())
        stateHolder.output = owner
        return stateHolder
    }

    // MARK: - View Outputs

    func testViewDidLoad() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.viewDidLoad()
        throw XCTSkip("Write the test of viewDidLoad: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testDismiss() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.dismiss()
        throw XCTSkip("Write the test of dismiss: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testUpdatePosition() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.updatePosition(for: 0)
        throw XCTSkip("Write the test of updatePosition: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testSetPriceCellVisible() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.setPriceCellVisible(false)
        throw XCTSkip("Write the test of setPriceCellVisible: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testSaveLastSlidingStep() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.saveSlidingStep(0)
        throw XCTSkip("Write the test of saveLastSlidingStep: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testSetBottomSafeAreaInset() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.setBottomSafeAreaInset(0)
        throw XCTSkip("Write the test of setBottomSafeAreaInset: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - NavigationHeader

    func testNavigationHeaderOnTapBackButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapBackButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapBackButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testNavigationHeaderOnTapFavoriteButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapFavoriteButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testNavigationHeaderOnTapShareButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapShareButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapShareButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testNavigationHeaderOnTapSimilarButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapSimilarButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testNavigationHeaderOnTapSetsButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNavigationHeader(.onTapSetsButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapSetsButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - SideButtons

    func testSideButtonsOnTapShareButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleSideButtons(.onTapShareButton)
        throw XCTSkip("Write the test of SideButtons's onTapShareButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testSideButtonsOnTapSimilarButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleSideButtons(.onTapSimilarButton)
        throw XCTSkip("Write the test of SideButtons's onTapSimilarButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testSideButtonsOnTapSetsButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleSideButtons(.onTapSetsButton)
        throw XCTSkip("Write the test of SideButtons's onTapSetsButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - ImageSliderAssembly

    func testImageSliderAssemblyOnTapSlider() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleImageSlider(.onTapSlider(0))
        throw XCTSkip("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testImageSliderAssemblyOnTapReview() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleImageSlider(.onTapReview(0))
        throw XCTSkip("Write the test of ImageSliderAssembly's onTapReview: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testImageSliderAssemblyOnSaveSlidingStep() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleImageSlider(.onSaveSlidingStep(0))
        throw XCTSkip("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - FooterButtons

    func testFooterButtonsOnTapMapButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleFooterButtons(.onTapMapButton)
        throw XCTSkip("Write the test of FooterButtons's onTapMapButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testFooterButtonsOnTapBasketButton() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleFooterButtons(.onTapBasketButton)
        throw XCTSkip("Write the test of FooterButtons's onTapBasketButton: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - PriceCell

    func testPriceCellOnSetPriceCellVisible() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handlePriceCell(.onSetPriceCellVisible(false))
        throw XCTSkip("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
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
