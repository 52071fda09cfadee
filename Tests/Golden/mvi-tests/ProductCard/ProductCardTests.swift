@testable import GoldenMVI
import Combine
import Foundation
import XCTest

/// ProductCard's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
final class ProductCardTests: XCTestCase {
    /// What the intent sends to its output, in order.
    private let output = ProductCardOutputSpy()

    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (ProductCardIntent, ProductCardScreens) {
        let intent = ProductCardIntent(input: .init(article: ""), output: output.output)
        return (intent, ProductCardScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

    func testViewDidLoad() async throws {
        let (intent, screens) = try makeIntent()
        intent.viewDidLoad()
        throw XCTSkip("Write the test of viewDidLoad: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testDismiss() async throws {
        let (intent, screens) = try makeIntent()
        intent.dismiss()
        guard case .dismiss? = screens.shown.last else {
            XCTFail("dismiss asks the router to close the screen, but it was asked for \(screens.shown)")
            return
        }
    }

    func testUpdatePosition() async throws {
        let (intent, screens) = try makeIntent()
        intent.updatePosition(for: 0)
        throw XCTSkip("Write the test of updatePosition: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testSetPriceCellVisible() async throws {
        let (intent, screens) = try makeIntent()
        intent.setPriceCellVisible(false)
        throw XCTSkip("Write the test of setPriceCellVisible: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testSaveLastSlidingStep() async throws {
        let (intent, screens) = try makeIntent()
        intent.saveSlidingStep(0)
        throw XCTSkip("Write the test of saveLastSlidingStep: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testSetBottomSafeAreaInset() async throws {
        let (intent, screens) = try makeIntent()
        intent.setBottomSafeAreaInset(0)
        throw XCTSkip("Write the test of setBottomSafeAreaInset: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - NavigationHeader

    func testNavigationHeaderOnTapBackButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapBackButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapBackButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testNavigationHeaderOnTapFavoriteButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapFavoriteButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapFavoriteButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testNavigationHeaderOnTapShareButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapShareButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapShareButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testNavigationHeaderOnTapSimilarButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapSimilarButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapSimilarButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testNavigationHeaderOnTapSetsButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleNavigationHeader(.onTapSetsButton)
        throw XCTSkip("Write the test of NavigationHeader's onTapSetsButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - SideButtons

    func testSideButtonsOnTapShareButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleSideButtons(.onTapShareButton)
        throw XCTSkip("Write the test of SideButtons's onTapShareButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testSideButtonsOnTapSimilarButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleSideButtons(.onTapSimilarButton)
        throw XCTSkip("Write the test of SideButtons's onTapSimilarButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testSideButtonsOnTapSetsButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleSideButtons(.onTapSetsButton)
        throw XCTSkip("Write the test of SideButtons's onTapSetsButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - ImageSliderAssembly

    func testImageSliderAssemblyOnTapSlider() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleImageSlider(.onTapSlider(0))
        throw XCTSkip("Write the test of ImageSliderAssembly's onTapSlider: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testImageSliderAssemblyOnTapReview() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleImageSlider(.onTapReview(0))
        throw XCTSkip("Write the test of ImageSliderAssembly's onTapReview: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testImageSliderAssemblyOnSaveSlidingStep() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleImageSlider(.onSaveSlidingStep(0))
        throw XCTSkip("Write the test of ImageSliderAssembly's onSaveSlidingStep: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - FooterButtons

    func testFooterButtonsOnTapMapButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleFooterButtons(.onTapMapButton)
        throw XCTSkip("Write the test of FooterButtons's onTapMapButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testFooterButtonsOnTapBasketButton() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleFooterButtons(.onTapBasketButton)
        throw XCTSkip("Write the test of FooterButtons's onTapBasketButton: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - PriceCell

    func testPriceCellOnSetPriceCellVisible() async throws {
        let (intent, screens) = try makeIntent()
        intent.handlePriceCell(.onSetPriceCellVisible(false))
        throw XCTSkip("Write the test of PriceCell's onSetPriceCellVisible: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
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
