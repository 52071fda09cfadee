@testable import GoldenStateContainer
import Foundation
import Testing

/// ProductCard's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
@Suite struct ProductCardTests {
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

    @Test(.disabled("Write the test of viewDidLoad: is the state what it should be after it, and what does its effect do?"))
    func viewDidLoad() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.viewDidLoad), into: &state)
        Issue.record("Write the test of viewDidLoad: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test
    func dismiss() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.dismiss), into: &state)
        guard outcome.outputs.count == 1, case .dismiss? = outcome.outputs.first else {
            Issue.record("dismiss asks the view to close the screen, but its outputs are \(outcome.outputs)")
            return
        }
    }

    @Test(.disabled("Write the test of updatePosition: is the state what it should be after it, and what does its effect do?"))
    func updatePosition() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.updatePosition(0)), into: &state)
        Issue.record("Write the test of updatePosition: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of setPriceCellVisible: is the state what it should be after it, and what does its effect do?"))
    func setPriceCellVisible() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.setPriceCellVisible(false)), into: &state)
        Issue.record("Write the test of setPriceCellVisible: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of saveLastSlidingStep: is the state what it should be after it, and what does its effect do?"))
    func saveLastSlidingStep() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.saveLastSlidingStep(0)), into: &state)
        Issue.record("Write the test of saveLastSlidingStep: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of setBottomSafeAreaInset: is the state what it should be after it, and what does its effect do?"))
    func setBottomSafeAreaInset() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.setBottomSafeAreaInset(0)), into: &state)
        Issue.record("Write the test of setBottomSafeAreaInset: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - NavigationHeader

    @Test(.disabled("Write the test of NavigationHeader's onTapBackButton: is the state what it should be after it, and what does its effect do?"))
    func onNavigationHeaderActionOnTapBackButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapBackButton)), into: &state)
        Issue.record("Write the test of NavigationHeader's onTapBackButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapFavoriteButton: is the state what it should be after it, and what does its effect do?"))
    func onNavigationHeaderActionOnTapFavoriteButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapFavoriteButton)), into: &state)
        Issue.record("Write the test of NavigationHeader's onTapFavoriteButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapShareButton: is the state what it should be after it, and what does its effect do?"))
    func onNavigationHeaderActionOnTapShareButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapShareButton)), into: &state)
        Issue.record("Write the test of NavigationHeader's onTapShareButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSimilarButton: is the state what it should be after it, and what does its effect do?"))
    func onNavigationHeaderActionOnTapSimilarButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapSimilarButton)), into: &state)
        Issue.record("Write the test of NavigationHeader's onTapSimilarButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of NavigationHeader's onTapSetsButton: is the state what it should be after it, and what does its effect do?"))
    func onNavigationHeaderActionOnTapSetsButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNavigationHeaderAction(.onTapSetsButton)), into: &state)
        Issue.record("Write the test of NavigationHeader's onTapSetsButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - SideButtons

    @Test(.disabled("Write the test of SideButtons's onTapShareButton: is the state what it should be after it, and what does its effect do?"))
    func onSideButtonsActionOnTapShareButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onSideButtonsAction(.onTapShareButton)), into: &state)
        Issue.record("Write the test of SideButtons's onTapShareButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSimilarButton: is the state what it should be after it, and what does its effect do?"))
    func onSideButtonsActionOnTapSimilarButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onSideButtonsAction(.onTapSimilarButton)), into: &state)
        Issue.record("Write the test of SideButtons's onTapSimilarButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of SideButtons's onTapSetsButton: is the state what it should be after it, and what does its effect do?"))
    func onSideButtonsActionOnTapSetsButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onSideButtonsAction(.onTapSetsButton)), into: &state)
        Issue.record("Write the test of SideButtons's onTapSetsButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - ImageSliderAssembly

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapSlider: is the state what it should be after it, and what does its effect do?"))
    func onImageSliderActionOnTapSlider() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onImageSliderAction(.onTapSlider(0))), into: &state)
        Issue.record("Write the test of ImageSliderAssembly's onTapSlider: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onTapReview: is the state what it should be after it, and what does its effect do?"))
    func onImageSliderActionOnTapReview() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onImageSliderAction(.onTapReview(0))), into: &state)
        Issue.record("Write the test of ImageSliderAssembly's onTapReview: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of ImageSliderAssembly's onSaveSlidingStep: is the state what it should be after it, and what does its effect do?"))
    func onImageSliderActionOnSaveSlidingStep() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onImageSliderAction(.onSaveSlidingStep(0))), into: &state)
        Issue.record("Write the test of ImageSliderAssembly's onSaveSlidingStep: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - FooterButtons

    @Test(.disabled("Write the test of FooterButtons's onTapMapButton: is the state what it should be after it, and what does its effect do?"))
    func onFooterButtonsActionOnTapMapButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onFooterButtonsAction(.onTapMapButton)), into: &state)
        Issue.record("Write the test of FooterButtons's onTapMapButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of FooterButtons's onTapBasketButton: is the state what it should be after it, and what does its effect do?"))
    func onFooterButtonsActionOnTapBasketButton() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onFooterButtonsAction(.onTapBasketButton)), into: &state)
        Issue.record("Write the test of FooterButtons's onTapBasketButton: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - PriceCell

    @Test(.disabled("Write the test of PriceCell's onSetPriceCellVisible: is the state what it should be after it, and what does its effect do?"))
    func onPriceCellActionOnSetPriceCellVisible() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onPriceCellAction(.onSetPriceCellVisible(false))), into: &state)
        Issue.record("Write the test of PriceCell's onSetPriceCellVisible: is \(state) the state after it, and \(outcome) what its effect does?")
    }
}
