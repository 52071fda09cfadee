@testable import GoldenStateContainer
import Foundation
import Testing

/// Cart's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
@Suite struct CartTests {
    private typealias Message = StateContainer.Message<CartReducer.Input, CartReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> CartReducer.State {
        CartReducer.State()
    }

    /// The reducer under test.
    private func makeReducer() throws -> CartReducer {
        CartReducer()
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout CartReducer.State
    ) async throws -> (outputs: [CartReducer.Output], feedback: [CartReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    @Test(.disabled("Write the test of onAppear: is the state what it should be after it, and what does its effect do?"))
    func onAppear() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onAppear), into: &state)
        Issue.record("Write the test of onAppear: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of buy: is the state what it should be after it, and what does its effect do?"))
    func buy() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.buy), into: &state)
        Issue.record("Write the test of buy: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test
    func didBuy() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.didBuy(itemCount: 0)), into: &state)
        guard outcome.outputs.count == 1, case .didBuy? = outcome.outputs.first else {
            Issue.record("didBuy tells the view's owner, but its outputs are \(outcome.outputs)")
            return
        }
    }

    @Test
    func closeButtonTapped() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.closeButtonTapped), into: &state)
        guard outcome.outputs.count == 1, case .dismiss? = outcome.outputs.first else {
            Issue.record("dismiss asks the view to close the screen, but its outputs are \(outcome.outputs)")
            return
        }
    }

    // MARK: - BuyButton

    @Test(.disabled("Write the test of BuyButton's onTap: is the state what it should be after it, and what does its effect do?"))
    func onBuyButtonActionOnTap() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onBuyButtonAction(.onTap)), into: &state)
        Issue.record("Write the test of BuyButton's onTap: is \(state) the state after it, and \(outcome) what its effect does?")
    }
}
