@testable import GoldenCombine
import Foundation
import Testing
import UIKit

/// ProductCard's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
@Suite struct ProductCardTests {
    private func makeModule() -> ProductCardTestModule {
        ProductCardTestModule(input: .init(article: ""))
    }

    // MARK: - Actions

    @Test(.disabled("Write the test of viewDidLoad: what does it change in the state, and what does it send?"))
    func viewDidLoad() async throws {
        let module = makeModule()
        await module.viewModel.handle(.viewDidLoad)
        Issue.record("Write the test of viewDidLoad: what does it change in the state, and what does it send?")
    }

    @Test
    func dismiss() async throws {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        #expect(module.screen.dismissals == 1, "dismiss dismisses the screen")
    }

    @Test(.disabled("Write the test of updatePosition: what does it change in the state, and what does it send?"))
    func updatePosition() async throws {
        let module = makeModule()
        await module.viewModel.handle(.updatePosition(0))
        Issue.record("Write the test of updatePosition: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of setPriceCellVisible: what does it change in the state, and what does it send?"))
    func setPriceCellVisible() async throws {
        let module = makeModule()
        await module.viewModel.handle(.setPriceCellVisible(false))
        Issue.record("Write the test of setPriceCellVisible: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of saveLastSlidingStep: what does it change in the state, and what does it send?"))
    func saveLastSlidingStep() async throws {
        let module = makeModule()
        await module.viewModel.handle(.saveLastSlidingStep(0))
        Issue.record("Write the test of saveLastSlidingStep: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of setBottomSafeAreaInset: what does it change in the state, and what does it send?"))
    func setBottomSafeAreaInset() async throws {
        let module = makeModule()
        await module.viewModel.handle(.setBottomSafeAreaInset(0))
        Issue.record("Write the test of setBottomSafeAreaInset: what does it change in the state, and what does it send?")
    }

    // MARK: - NavigationHeader

    @Test(.disabled("Write the test of NavigationHeader's onTapBackButton: what does it change in the state, and what does it send?"))
    func onNavigationHeaderActionOnTapBackButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapBackButton))
        Issue.record("Write the test of NavigationHeader's onTapBackButton: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the state, and what does it send?"))
    func onNavigationHeaderActionOnTapFavoriteButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapFavoriteButton))
        Issue.record("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapShareButton: what does it change in the state, and what does it send?"))
    func onNavigationHeaderActionOnTapShareButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapShareButton))
        Issue.record("Write the test of NavigationHeader's onTapShareButton: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the state, and what does it send?"))
    func onNavigationHeaderActionOnTapSimilarButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapSimilarButton))
        Issue.record("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSetsButton: what does it change in the state, and what does it send?"))
    func onNavigationHeaderActionOnTapSetsButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onNavigationHeaderAction(.onTapSetsButton))
        Issue.record("Write the test of NavigationHeader's onTapSetsButton: what does it change in the state, and what does it send?")
    }

    // MARK: - SideButtons

    @Test(.disabled("Write the test of SideButtons's onTapShareButton: what does it change in the state, and what does it send?"))
    func onSideButtonsActionOnTapShareButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapShareButton))
        Issue.record("Write the test of SideButtons's onTapShareButton: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSimilarButton: what does it change in the state, and what does it send?"))
    func onSideButtonsActionOnTapSimilarButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapSimilarButton))
        Issue.record("Write the test of SideButtons's onTapSimilarButton: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSetsButton: what does it change in the state, and what does it send?"))
    func onSideButtonsActionOnTapSetsButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onSideButtonsAction(.onTapSetsButton))
        Issue.record("Write the test of SideButtons's onTapSetsButton: what does it change in the state, and what does it send?")
    }

    // MARK: - ImageSliderAssembly

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the state, and what does it send?"))
    func onImageSliderActionOnTapSlider() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onTapSlider(0)))
        Issue.record("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapReview: what does it change in the state, and what does it send?"))
    func onImageSliderActionOnTapReview() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onTapReview(0)))
        Issue.record("Write the test of ImageSliderAssembly's onTapReview: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the state, and what does it send?"))
    func onImageSliderActionOnSaveSlidingStep() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onImageSliderAction(.onSaveSlidingStep(0)))
        Issue.record("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the state, and what does it send?")
    }

    // MARK: - FooterButtons

    @Test(.disabled("Write the test of FooterButtons's onTapMapButton: what does it change in the state, and what does it send?"))
    func onFooterButtonsActionOnTapMapButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onFooterButtonsAction(.onTapMapButton))
        Issue.record("Write the test of FooterButtons's onTapMapButton: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of FooterButtons's onTapBasketButton: what does it change in the state, and what does it send?"))
    func onFooterButtonsActionOnTapBasketButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onFooterButtonsAction(.onTapBasketButton))
        Issue.record("Write the test of FooterButtons's onTapBasketButton: what does it change in the state, and what does it send?")
    }

    // MARK: - PriceCell

    @Test(.disabled("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the state, and what does it send?"))
    func onPriceCellActionOnSetPriceCellVisible() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onPriceCellAction(.onSetPriceCellVisible(false)))
        Issue.record("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the state, and what does it send?")
    }
}
