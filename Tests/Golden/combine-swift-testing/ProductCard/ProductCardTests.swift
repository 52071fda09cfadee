@testable import GoldenCombine
import Foundation
import Testing
import UIKit

/// ProductCard's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that only fails
/// is yours to write.
@MainActor
@Suite struct ProductCardTests {
    private func makeModule() -> ProductCardTestModule {
        ProductCardTestModule(input: .init(article: ""))
    }

    // MARK: - Actions

    @Test func viewDidLoad() async {
        let module = makeModule()
        await module.viewModel.handle(.viewDidLoad)
        Issue.record("Write the test of viewDidLoad: what does it change in the state, and what does it send?")
    }

    @Test func dismiss() async {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        #expect(module.screen.dismissals == 1, "dismiss dismisses the screen")
    }

    @Test func updatePosition() async {
        let module = makeModule()
        await module.viewModel.handle(.updatePosition(0))
        Issue.record("Write the test of updatePosition: what does it change in the state, and what does it send?")
    }

    @Test func setPriceCellVisible() async {
        let module = makeModule()
        await module.viewModel.handle(.setPriceCellVisible(false))
        Issue.record("Write the test of setPriceCellVisible: what does it change in the state, and what does it send?")
    }

    @Test func saveLastSlidingStep() async {
        let module = makeModule()
        await module.viewModel.handle(.saveLastSlidingStep(0))
        Issue.record("Write the test of saveLastSlidingStep: what does it change in the state, and what does it send?")
    }

    @Test func setBottomSafeAreaInset() async {
        let module = makeModule()
        await module.viewModel.handle(.setBottomSafeAreaInset(0))
        Issue.record("Write the test of setBottomSafeAreaInset: what does it change in the state, and what does it send?")
    }

    // MARK: - NavigationHeader

    @Test func onNavigationHeaderActionOnTapBackButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapBackButton))
        Issue.record("Write the test of NavigationHeader's onTapBackButton: what does it change in the state, and what does it send?")
    }

    @Test func onNavigationHeaderActionOnTapFavoriteButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapFavoriteButton))
        Issue.record("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the state, and what does it send?")
    }

    @Test func onNavigationHeaderActionOnTapShareButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapShareButton))
        Issue.record("Write the test of NavigationHeader's onTapShareButton: what does it change in the state, and what does it send?")
    }

    @Test func onNavigationHeaderActionOnTapSimilarButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapSimilarButton))
        Issue.record("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the state, and what does it send?")
    }

    @Test func onNavigationHeaderActionOnTapSetsButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapSetsButton))
        Issue.record("Write the test of NavigationHeader's onTapSetsButton: what does it change in the state, and what does it send?")
    }

    // MARK: - SideButtons

    @Test func onSideButtonsActionOnTapShareButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapShareButton))
        Issue.record("Write the test of SideButtons's onTapShareButton: what does it change in the state, and what does it send?")
    }

    @Test func onSideButtonsActionOnTapSimilarButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapSimilarButton))
        Issue.record("Write the test of SideButtons's onTapSimilarButton: what does it change in the state, and what does it send?")
    }

    @Test func onSideButtonsActionOnTapSetsButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapSetsButton))
        Issue.record("Write the test of SideButtons's onTapSetsButton: what does it change in the state, and what does it send?")
    }

    // MARK: - ImageSliderAssembly

    @Test func onImageSliderActionOnTapSlider() async {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onTapSlider(0)))
        Issue.record("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the state, and what does it send?")
    }

    @Test func onImageSliderActionOnTapReview() async {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onTapReview(0)))
        Issue.record("Write the test of ImageSliderAssembly's onTapReview: what does it change in the state, and what does it send?")
    }

    @Test func onImageSliderActionOnSaveSlidingStep() async {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onSaveSlidingStep(0)))
        Issue.record("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the state, and what does it send?")
    }

    // MARK: - FooterButtons

    @Test func onFooterButtonsActionOnTapMapButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onFooterButtonsAction(.onTapMapButton))
        Issue.record("Write the test of FooterButtons's onTapMapButton: what does it change in the state, and what does it send?")
    }

    @Test func onFooterButtonsActionOnTapBasketButton() async {
        let module = makeModule()
        await module.viewModel.handle(.onFooterButtonsAction(.onTapBasketButton))
        Issue.record("Write the test of FooterButtons's onTapBasketButton: what does it change in the state, and what does it send?")
    }

    // MARK: - PriceCell

    @Test func onPriceCellActionOnSetPriceCellVisible() async {
        let module = makeModule()
        await module.viewModel.handle(.onPriceCellAction(.onSetPriceCellVisible(false)))
        Issue.record("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the state, and what does it send?")
    }
}
