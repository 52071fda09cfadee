@testable import GoldenStateContainer
import Foundation
import XCTest

/// ProductCard's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
final class ProductCardTests: XCTestCase {
    private typealias Message = StateContainer.Message<ProductCardReducer.Input, ProductCardReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> ProductCardReducer.State {
        ProductCardReducer.State(article: "")
    }

    /// The reducer under test.
    private func makeReducer() throws -> ProductCardReducer {
        ProductCardReducer()
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout ProductCardReducer.State
    ) async throws -> (outputs: [ProductCardReducer.Output], feedback: [ProductCardReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    func testViewDidLoad() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.viewDidLoad), into: &state)
        throw XCTSkip("Write the test of viewDidLoad: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testDismiss() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.dismiss), into: &state)
        guard outcome.outputs.count == 1, case .dismiss? = outcome.outputs.first else {
            XCTFail("dismiss asks the view to close the screen, but its outputs are \(outcome.outputs)")
            return
        }
    }

    func testUpdatePosition() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.updatePosition(0)), into: &state)
        throw XCTSkip("Write the test of updatePosition: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testSetPriceCellVisible() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.setPriceCellVisible(false)), into: &state)
        throw XCTSkip("Write the test of setPriceCellVisible: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testSaveLastSlidingStep() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.saveLastSlidingStep(0)), into: &state)
        throw XCTSkip("Write the test of saveLastSlidingStep: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testSetBottomSafeAreaInset() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.setBottomSafeAreaInset(0)), into: &state)
        throw XCTSkip("Write the test of setBottomSafeAreaInset: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - NavigationHeader

    func testNavigationHeaderOnTapBackButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapBackButton)), into: &state)
        throw XCTSkip("Write the test of NavigationHeader's onTapBackButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testNavigationHeaderOnTapFavoriteButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapFavoriteButton)), into: &state)
        throw XCTSkip("Write the test of NavigationHeader's onTapFavoriteButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testNavigationHeaderOnTapShareButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapShareButton)), into: &state)
        throw XCTSkip("Write the test of NavigationHeader's onTapShareButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testNavigationHeaderOnTapSimilarButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapSimilarButton)), into: &state)
        throw XCTSkip("Write the test of NavigationHeader's onTapSimilarButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testNavigationHeaderOnTapSetsButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapSetsButton)), into: &state)
        throw XCTSkip("Write the test of NavigationHeader's onTapSetsButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - SideButtons

    func testSideButtonsOnTapShareButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onSideButtonsAction(.onTapShareButton)), into: &state)
        throw XCTSkip("Write the test of SideButtons's onTapShareButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testSideButtonsOnTapSimilarButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onSideButtonsAction(.onTapSimilarButton)), into: &state)
        throw XCTSkip("Write the test of SideButtons's onTapSimilarButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testSideButtonsOnTapSetsButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onSideButtonsAction(.onTapSetsButton)), into: &state)
        throw XCTSkip("Write the test of SideButtons's onTapSetsButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - ImageSliderAssembly

    func testImageSliderAssemblyOnTapSlider() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onImageSliderAction(.onTapSlider(0))), into: &state)
        throw XCTSkip("Write the test of ImageSliderAssembly's onTapSlider: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testImageSliderAssemblyOnTapReview() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onImageSliderAction(.onTapReview(0))), into: &state)
        throw XCTSkip("Write the test of ImageSliderAssembly's onTapReview: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testImageSliderAssemblyOnSaveSlidingStep() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onImageSliderAction(.onSaveSlidingStep(0))), into: &state)
        throw XCTSkip("Write the test of ImageSliderAssembly's onSaveSlidingStep: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - FooterButtons

    func testFooterButtonsOnTapMapButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onFooterButtonsAction(.onTapMapButton)), into: &state)
        throw XCTSkip("Write the test of FooterButtons's onTapMapButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testFooterButtonsOnTapBasketButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onFooterButtonsAction(.onTapBasketButton)), into: &state)
        throw XCTSkip("Write the test of FooterButtons's onTapBasketButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - PriceCell

    func testPriceCellOnSetPriceCellVisible() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onPriceCellAction(.onSetPriceCellVisible(false))), into: &state)
        throw XCTSkip("Write the test of PriceCell's onSetPriceCellVisible: is \(state) the state after it, and \(outcome) what its effect does?")
    }
}
