@testable import GoldenMVI
import Combine
import Foundation
import Testing

/// ProductCard's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
@Suite struct ProductCardTests {
    /// What the intent sends to its output, in order.
    private let output = ProductCardOutputSpy()

    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (ProductCardIntent, ProductCardScreens) {
        let intent = ProductCardIntent(input: .init(article: ""), output: output.output)
        return (intent, ProductCardScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

    @Test(.disabled("Write the test of viewDidLoad: what does it change in the model, and does it ask for screens?"))
    func viewDidLoad() throws {
        let (intent, screens) = try makeIntent()
        intent.viewDidLoad()
        Issue.record("Write the test of viewDidLoad: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test
    func dismiss() throws {
        let (intent, screens) = try makeIntent()
        intent.dismiss()
        guard case .dismiss? = screens.shown.last else {
            Issue.record("dismiss asks the router to close the screen, but it was asked for \(screens.shown)")
            return
        }
    }

    @Test(.disabled("Write the test of updatePosition: what does it change in the model, and does it ask for screens?"))
    func updatePosition() throws {
        let (intent, screens) = try makeIntent()
        intent.updatePosition(for: 0)
        Issue.record("Write the test of updatePosition: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of setPriceCellVisible: what does it change in the model, and does it ask for screens?"))
    func setPriceCellVisible() throws {
        let (intent, screens) = try makeIntent()
        intent.setPriceCellVisible(false)
        Issue.record("Write the test of setPriceCellVisible: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of saveLastSlidingStep: what does it change in the model, and does it ask for screens?"))
    func saveLastSlidingStep() throws {
        let (intent, screens) = try makeIntent()
        intent.saveSlidingStep(0)
        Issue.record("Write the test of saveLastSlidingStep: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of setBottomSafeAreaInset: what does it change in the model, and does it ask for screens?"))
    func setBottomSafeAreaInset() throws {
        let (intent, screens) = try makeIntent()
        intent.setBottomSafeAreaInset(0)
        Issue.record("Write the test of setBottomSafeAreaInset: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - NavigationHeader

    @Test(.disabled("Write the test of NavigationHeader's onTapBackButton: what does it change in the model, and does it ask for screens?"))
    func onNavigationHeaderActionOnTapBackButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapBackButton)
        Issue.record("Write the test of NavigationHeader's onTapBackButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the model, and does it ask for screens?"))
    func onNavigationHeaderActionOnTapFavoriteButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapFavoriteButton)
        Issue.record("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapShareButton: what does it change in the model, and does it ask for screens?"))
    func onNavigationHeaderActionOnTapShareButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapShareButton)
        Issue.record("Write the test of NavigationHeader's onTapShareButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the model, and does it ask for screens?"))
    func onNavigationHeaderActionOnTapSimilarButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapSimilarButton)
        Issue.record("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSetsButton: what does it change in the model, and does it ask for screens?"))
    func onNavigationHeaderActionOnTapSetsButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapSetsButton)
        Issue.record("Write the test of NavigationHeader's onTapSetsButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - SideButtons

    @Test(.disabled("Write the test of SideButtons's onTapShareButton: what does it change in the model, and does it ask for screens?"))
    func onSideButtonsActionOnTapShareButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleSideButtons(.onTapShareButton)
        Issue.record("Write the test of SideButtons's onTapShareButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSimilarButton: what does it change in the model, and does it ask for screens?"))
    func onSideButtonsActionOnTapSimilarButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleSideButtons(.onTapSimilarButton)
        Issue.record("Write the test of SideButtons's onTapSimilarButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSetsButton: what does it change in the model, and does it ask for screens?"))
    func onSideButtonsActionOnTapSetsButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleSideButtons(.onTapSetsButton)
        Issue.record("Write the test of SideButtons's onTapSetsButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - ImageSliderAssembly

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the model, and does it ask for screens?"))
    func onImageSliderActionOnTapSlider() throws {
        let (intent, screens) = try makeIntent()
        intent.handleImageSlider(.onTapSlider(0))
        Issue.record("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapReview: what does it change in the model, and does it ask for screens?"))
    func onImageSliderActionOnTapReview() throws {
        let (intent, screens) = try makeIntent()
        intent.handleImageSlider(.onTapReview(0))
        Issue.record("Write the test of ImageSliderAssembly's onTapReview: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the model, and does it ask for screens?"))
    func onImageSliderActionOnSaveSlidingStep() throws {
        let (intent, screens) = try makeIntent()
        intent.handleImageSlider(.onSaveSlidingStep(0))
        Issue.record("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - FooterButtons

    @Test(.disabled("Write the test of FooterButtons's onTapMapButton: what does it change in the model, and does it ask for screens?"))
    func onFooterButtonsActionOnTapMapButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleFooterButtons(.onTapMapButton)
        Issue.record("Write the test of FooterButtons's onTapMapButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of FooterButtons's onTapBasketButton: what does it change in the model, and does it ask for screens?"))
    func onFooterButtonsActionOnTapBasketButton() throws {
        let (intent, screens) = try makeIntent()
        intent.handleFooterButtons(.onTapBasketButton)
        Issue.record("Write the test of FooterButtons's onTapBasketButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - PriceCell

    @Test(.disabled("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the model, and does it ask for screens?"))
    func onPriceCellActionOnSetPriceCellVisible() throws {
        let (intent, screens) = try makeIntent()
        intent.handlePriceCell(.onSetPriceCellVisible(false))
        Issue.record("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens ProductCard's intent asks its router for, in order.
@MainActor
final class ProductCardScreens {
    private(set) var shown: [ProductCardRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<ProductCardRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
    }
}

/// What ProductCard's intent sends to its output, in order: `didChangeLike(\(productId), \(isLiked))`.
final class ProductCardOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: ProductCard.Output {
        .init(
            didChangeLike: { [self] productId, isLiked in record("didChangeLike(\(productId), \(isLiked))") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
