@testable import GoldenStateContainer
import Foundation
import Testing

/// Starter's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
@Suite struct StarterTests {
    private typealias Message = StateContainer.Message<StarterReducer.Input, StarterReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> StarterReducer.State {
        StarterReducer.State(title: "")
    }

    /// The reducer under test.
    private func makeReducer() throws -> StarterReducer {
        StarterReducer()
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout StarterReducer.State
    ) async throws -> (outputs: [StarterReducer.Output], feedback: [StarterReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    @Test(.disabled("Write the test of onAppear: is the state what it should be after it, and what does its effect do?"))
    func onAppear() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onAppear), into: &state)
        Issue.record("Write the test of onAppear: is \(state) the state after it, and \(outcome) what its effect does?")
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

    // MARK: - StarterHeader

    @Test(.disabled("Write the test of StarterHeader's onTapBack: is the state what it should be after it, and what does its effect do?"))
    func onStarterHeaderActionOnTapBack() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onStarterHeaderAction(.onTapBack)), into: &state)
        Issue.record("Write the test of StarterHeader's onTapBack: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - Feedback

    @Test(.disabled("Write the test of the feedback didLoad: is the state what it should be after it, and what does its effect do?"))
    func feedbackDidLoad() async throws {
        var state = try makeState()
        let outcome = try await reduce(.feedback(.didLoad(title: "")), into: &state)
        Issue.record("Write the test of the feedback didLoad: is \(state) the state after it, and \(outcome) what its effect does?")
    }
}
