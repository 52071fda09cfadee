@testable import GoldenTCA
import ComposableArchitecture
import Foundation
import Testing

/// ProductCard's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. A test featuregen cannot write says what to check.
@MainActor
@Suite struct ProductCardTests {
    /// The feature as the screen starts.
    private func makeStore(
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) throws -> TestStoreOf<ProductCard> {
        TestStore(initialState: ProductCard.State(article: "")) {
            ProductCard()
        } withDependencies: {
            prepareDependencies(&$0)
        }
    }

    // MARK: - Actions

    @Test
    func viewDidLoad() async throws {
        let store = try makeStore()
        await store.send(.viewDidLoad) {
            $0.hasAppeared = true
        }
        // Shown again, after a screen pushed over it is popped, it does nothing.
        await store.send(.viewDidLoad)
    }

    @Test
    func dismiss() async throws {
        let dismissed = LockIsolated(false)
        let store = try makeStore { $0.dismiss = DismissEffect { dismissed.setValue(true) } }
        await store.send(.dismiss)
        await store.finish()
        #expect(dismissed.value, "dismiss dismisses the feature")
    }

    @Test(.disabled("Write the test of updatePosition: how does it change the state, and what does it receive?"))
    func updatePosition() async throws {
        let store = try makeStore()
        await store.send(.updatePosition(0)) {
            _ = $0
        }
        Issue.record("Write the test of updatePosition: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test(.disabled("Write the test of setPriceCellVisible: how does it change the state, and what does it receive?"))
    func setPriceCellVisible() async throws {
        let store = try makeStore()
        await store.send(.setPriceCellVisible(false)) {
            _ = $0
        }
        Issue.record("Write the test of setPriceCellVisible: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test(.disabled("Write the test of saveLastSlidingStep: how does it change the state, and what does it receive?"))
    func saveLastSlidingStep() async throws {
        let store = try makeStore()
        await store.send(.saveLastSlidingStep(0)) {
            _ = $0
        }
        Issue.record("Write the test of saveLastSlidingStep: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test(.disabled("Write the test of setBottomSafeAreaInset: how does it change the state, and what does it receive?"))
    func setBottomSafeAreaInset() async throws {
        let store = try makeStore()
        await store.send(.setBottomSafeAreaInset(0)) {
            _ = $0
        }
        Issue.record("Write the test of setBottomSafeAreaInset: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    // MARK: - NavigationHeader

    @Test(.disabled("Write the test of NavigationHeader's onTapBackButton: how does it change the state, and what does it receive?"))
    func navigationHeaderOnTapBackButton() async throws {
        let store = try makeStore()
        await store.send(.navigationHeader(.onTapBackButton)) {
            _ = $0
        }
        Issue.record("Write the test of NavigationHeader's onTapBackButton: how does it change the state, and what does it receive?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapFavoriteButton: how does it change the state, and what does it receive?"))
    func navigationHeaderOnTapFavoriteButton() async throws {
        let store = try makeStore()
        await store.send(.navigationHeader(.onTapFavoriteButton)) {
            _ = $0
        }
        Issue.record("Write the test of NavigationHeader's onTapFavoriteButton: how does it change the state, and what does it receive?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapShareButton: how does it change the state, and what does it receive?"))
    func navigationHeaderOnTapShareButton() async throws {
        let store = try makeStore()
        await store.send(.navigationHeader(.onTapShareButton)) {
            _ = $0
        }
        Issue.record("Write the test of NavigationHeader's onTapShareButton: how does it change the state, and what does it receive?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSimilarButton: how does it change the state, and what does it receive?"))
    func navigationHeaderOnTapSimilarButton() async throws {
        let store = try makeStore()
        await store.send(.navigationHeader(.onTapSimilarButton)) {
            _ = $0
        }
        Issue.record("Write the test of NavigationHeader's onTapSimilarButton: how does it change the state, and what does it receive?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSetsButton: how does it change the state, and what does it receive?"))
    func navigationHeaderOnTapSetsButton() async throws {
        let store = try makeStore()
        await store.send(.navigationHeader(.onTapSetsButton)) {
            _ = $0
        }
        Issue.record("Write the test of NavigationHeader's onTapSetsButton: how does it change the state, and what does it receive?")
    }

    // MARK: - SideButtons

    @Test(.disabled("Write the test of SideButtons's onTapShareButton: how does it change the state, and what does it receive?"))
    func sideButtonsOnTapShareButton() async throws {
        let store = try makeStore()
        await store.send(.sideButtons(.onTapShareButton)) {
            _ = $0
        }
        Issue.record("Write the test of SideButtons's onTapShareButton: how does it change the state, and what does it receive?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSimilarButton: how does it change the state, and what does it receive?"))
    func sideButtonsOnTapSimilarButton() async throws {
        let store = try makeStore()
        await store.send(.sideButtons(.onTapSimilarButton)) {
            _ = $0
        }
        Issue.record("Write the test of SideButtons's onTapSimilarButton: how does it change the state, and what does it receive?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSetsButton: how does it change the state, and what does it receive?"))
    func sideButtonsOnTapSetsButton() async throws {
        let store = try makeStore()
        await store.send(.sideButtons(.onTapSetsButton)) {
            _ = $0
        }
        Issue.record("Write the test of SideButtons's onTapSetsButton: how does it change the state, and what does it receive?")
    }

    // MARK: - ImageSliderAssembly

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapSlider: how does it change the state, and what does it receive?"))
    func imageSliderAssemblyOnTapSlider() async throws {
        let store = try makeStore()
        await store.send(.imageSliderAssembly(.onTapSlider(0))) {
            _ = $0
        }
        Issue.record("Write the test of ImageSliderAssembly's onTapSlider: how does it change the state, and what does it receive?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapReview: how does it change the state, and what does it receive?"))
    func imageSliderAssemblyOnTapReview() async throws {
        let store = try makeStore()
        await store.send(.imageSliderAssembly(.onTapReview(0))) {
            _ = $0
        }
        Issue.record("Write the test of ImageSliderAssembly's onTapReview: how does it change the state, and what does it receive?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onSaveSlidingStep: how does it change the state, and what does it receive?"))
    func imageSliderAssemblyOnSaveSlidingStep() async throws {
        let store = try makeStore()
        await store.send(.imageSliderAssembly(.onSaveSlidingStep(0))) {
            _ = $0
        }
        Issue.record("Write the test of ImageSliderAssembly's onSaveSlidingStep: how does it change the state, and what does it receive?")
    }

    // MARK: - FooterButtons

    @Test(.disabled("Write the test of FooterButtons's onTapMapButton: how does it change the state, and what does it receive?"))
    func footerButtonsOnTapMapButton() async throws {
        let store = try makeStore()
        await store.send(.footerButtons(.onTapMapButton)) {
            _ = $0
        }
        Issue.record("Write the test of FooterButtons's onTapMapButton: how does it change the state, and what does it receive?")
    }

    @Test(.disabled("Write the test of FooterButtons's onTapBasketButton: how does it change the state, and what does it receive?"))
    func footerButtonsOnTapBasketButton() async throws {
        let store = try makeStore()
        await store.send(.footerButtons(.onTapBasketButton)) {
            _ = $0
        }
        Issue.record("Write the test of FooterButtons's onTapBasketButton: how does it change the state, and what does it receive?")
    }

    // MARK: - PriceCell

    @Test(.disabled("Write the test of PriceCell's onSetPriceCellVisible: how does it change the state, and what does it receive?"))
    func priceCellOnSetPriceCellVisible() async throws {
        let store = try makeStore()
        await store.send(.priceCell(.onSetPriceCellVisible(false))) {
            _ = $0
        }
        Issue.record("Write the test of PriceCell's onSetPriceCellVisible: how does it change the state, and what does it receive?")
    }
}
