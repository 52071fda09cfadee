@testable import GoldenCombine
import Foundation
import UIKit
import XCTest

/// ProductCard's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
final class ProductCardTests: XCTestCase {
    private func makeModule() -> ProductCardTestModule {
        ProductCardTestModule(input: .init(article: ""))
    }

    // MARK: - Actions

    func testViewDidLoad() async throws {
        let module = makeModule()
        await module.viewModel.handle(.viewDidLoad)
        throw XCTSkip("Write the test of viewDidLoad: what does it change in the state, and what does it send?")
    }

    func testDismiss() async throws {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        XCTAssertEqual(module.screen.dismissals, 1, "dismiss dismisses the screen")
    }

    func testUpdatePosition() async throws {
        let module = makeModule()
        await module.viewModel.handle(.updatePosition(0))
        throw XCTSkip("Write the test of updatePosition: what does it change in the state, and what does it send?")
    }

    func testSetPriceCellVisible() async throws {
        let module = makeModule()
        await module.viewModel.handle(.setPriceCellVisible(false))
        throw XCTSkip("Write the test of setPriceCellVisible: what does it change in the state, and what does it send?")
    }

    func testSaveLastSlidingStep() async throws {
        let module = makeModule()
        await module.viewModel.handle(.saveLastSlidingStep(0))
        throw XCTSkip("Write the test of saveLastSlidingStep: what does it change in the state, and what does it send?")
    }

    func testSetBottomSafeAreaInset() async throws {
        let module = makeModule()
        await module.viewModel.handle(.setBottomSafeAreaInset(0))
        throw XCTSkip("Write the test of setBottomSafeAreaInset: what does it change in the state, and what does it send?")
    }

    // MARK: - NavigationHeader

    func testNavigationHeaderOnTapBackButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapBackButton))
        throw XCTSkip("Write the test of NavigationHeader's onTapBackButton: what does it change in the state, and what does it send?")
    }

    func testNavigationHeaderOnTapFavoriteButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapFavoriteButton))
        throw XCTSkip("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the state, and what does it send?")
    }

    func testNavigationHeaderOnTapShareButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapShareButton))
        throw XCTSkip("Write the test of NavigationHeader's onTapShareButton: what does it change in the state, and what does it send?")
    }

    func testNavigationHeaderOnTapSimilarButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapSimilarButton))
        throw XCTSkip("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the state, and what does it send?")
    }

    func testNavigationHeaderOnTapSetsButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapSetsButton))
        throw XCTSkip("Write the test of NavigationHeader's onTapSetsButton: what does it change in the state, and what does it send?")
    }

    // MARK: - SideButtons

    func testSideButtonsOnTapShareButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapShareButton))
        throw XCTSkip("Write the test of SideButtons's onTapShareButton: what does it change in the state, and what does it send?")
    }

    func testSideButtonsOnTapSimilarButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapSimilarButton))
        throw XCTSkip("Write the test of SideButtons's onTapSimilarButton: what does it change in the state, and what does it send?")
    }

    func testSideButtonsOnTapSetsButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapSetsButton))
        throw XCTSkip("Write the test of SideButtons's onTapSetsButton: what does it change in the state, and what does it send?")
    }

    // MARK: - ImageSliderAssembly

    func testImageSliderAssemblyOnTapSlider() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onTapSlider(0)))
        throw XCTSkip("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the state, and what does it send?")
    }

    func testImageSliderAssemblyOnTapReview() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onTapReview(0)))
        throw XCTSkip("Write the test of ImageSliderAssembly's onTapReview: what does it change in the state, and what does it send?")
    }

    func testImageSliderAssemblyOnSaveSlidingStep() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onSaveSlidingStep(0)))
        throw XCTSkip("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the state, and what does it send?")
    }

    // MARK: - FooterButtons

    func testFooterButtonsOnTapMapButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onFooterButtonsAction(.onTapMapButton))
        throw XCTSkip("Write the test of FooterButtons's onTapMapButton: what does it change in the state, and what does it send?")
    }

    func testFooterButtonsOnTapBasketButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onFooterButtonsAction(.onTapBasketButton))
        throw XCTSkip("Write the test of FooterButtons's onTapBasketButton: what does it change in the state, and what does it send?")
    }

    // MARK: - PriceCell

    func testPriceCellOnSetPriceCellVisible() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onPriceCellAction(.onSetPriceCellVisible(false)))
        throw XCTSkip("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the state, and what does it send?")
    }
}
