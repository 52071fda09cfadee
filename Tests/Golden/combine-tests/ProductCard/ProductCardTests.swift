@testable import GoldenCombine
import Foundation
import UIKit
import XCTest

/// ProductCard's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that only fails
/// is yours to write.
@MainActor
final class ProductCardTests: XCTestCase {
    private func makeModule() -> ProductCardTestModule {
        ProductCardTestModule(input: .init(article: ""))
    }

    // MARK: - Actions

    func testViewDidLoad() async {
        let module = makeModule()
        await module.viewModel.handle(.viewDidLoad)
        XCTFail("Write the test of viewDidLoad: what does it change in the state, and what does it send?")
    }

    func testDismiss() async {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        XCTAssertEqual(module.screen.dismissals, 1, "dismiss dismisses the screen")
    }

    func testUpdatePosition() async {
        let module = makeModule()
        await module.viewModel.handle(.updatePosition(0))
        XCTFail("Write the test of updatePosition: what does it change in the state, and what does it send?")
    }

    func testSetPriceCellVisible() async {
        let module = makeModule()
        await module.viewModel.handle(.setPriceCellVisible(false))
        XCTFail("Write the test of setPriceCellVisible: what does it change in the state, and what does it send?")
    }

    func testSaveLastSlidingStep() async {
        let module = makeModule()
        await module.viewModel.handle(.saveLastSlidingStep(0))
        XCTFail("Write the test of saveLastSlidingStep: what does it change in the state, and what does it send?")
    }

    func testSetBottomSafeAreaInset() async {
        let module = makeModule()
        await module.viewModel.handle(.setBottomSafeAreaInset(0))
        XCTFail("Write the test of setBottomSafeAreaInset: what does it change in the state, and what does it send?")
    }

    // MARK: - NavigationHeader

    func testNavigationHeaderOnTapBackButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapBackButton))
        XCTFail("Write the test of NavigationHeader's onTapBackButton: what does it change in the state, and what does it send?")
    }

    func testNavigationHeaderOnTapFavoriteButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapFavoriteButton))
        XCTFail("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the state, and what does it send?")
    }

    func testNavigationHeaderOnTapShareButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapShareButton))
        XCTFail("Write the test of NavigationHeader's onTapShareButton: what does it change in the state, and what does it send?")
    }

    func testNavigationHeaderOnTapSimilarButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapSimilarButton))
        XCTFail("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the state, and what does it send?")
    }

    func testNavigationHeaderOnTapSetsButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapSetsButton))
        XCTFail("Write the test of NavigationHeader's onTapSetsButton: what does it change in the state, and what does it send?")
    }

    // MARK: - SideButtons

    func testSideButtonsOnTapShareButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapShareButton))
        XCTFail("Write the test of SideButtons's onTapShareButton: what does it change in the state, and what does it send?")
    }

    func testSideButtonsOnTapSimilarButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapSimilarButton))
        XCTFail("Write the test of SideButtons's onTapSimilarButton: what does it change in the state, and what does it send?")
    }

    func testSideButtonsOnTapSetsButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapSetsButton))
        XCTFail("Write the test of SideButtons's onTapSetsButton: what does it change in the state, and what does it send?")
    }

    // MARK: - ImageSliderAssembly

    func testImageSliderAssemblyOnTapSlider() async {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onTapSlider(0)))
        XCTFail("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the state, and what does it send?")
    }

    func testImageSliderAssemblyOnTapReview() async {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onTapReview(0)))
        XCTFail("Write the test of ImageSliderAssembly's onTapReview: what does it change in the state, and what does it send?")
    }

    func testImageSliderAssemblyOnSaveSlidingStep() async {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onSaveSlidingStep(0)))
        XCTFail("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the state, and what does it send?")
    }

    // MARK: - FooterButtons

    func testFooterButtonsOnTapMapButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onFooterButtonsAction(.onTapMapButton))
        XCTFail("Write the test of FooterButtons's onTapMapButton: what does it change in the state, and what does it send?")
    }

    func testFooterButtonsOnTapBasketButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onFooterButtonsAction(.onTapBasketButton))
        XCTFail("Write the test of FooterButtons's onTapBasketButton: what does it change in the state, and what does it send?")
    }

    // MARK: - PriceCell

    func testPriceCellOnSetPriceCellVisible() async {
        let module = makeModule()
        await module.viewModel.handle(.onPriceCellAction(.onSetPriceCellVisible(false)))
        XCTFail("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the state, and what does it send?")
    }
}
