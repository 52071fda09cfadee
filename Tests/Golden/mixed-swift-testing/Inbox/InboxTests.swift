@testable import GoldenMixed
import Foundation
import Testing

/// Inbox's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
@Suite struct InboxTests {
    private typealias Message = StateContainer.Message<InboxReducer.Input, InboxReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> InboxReducer.State {
        InboxReducer.State()
    }

    /// The reducer under test, with the services Inbox uses.
    private func makeReducer() throws -> InboxReducer {
        InboxReducer(mail: PreviewMailClient())
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout InboxReducer.State
    ) async throws -> (outputs: [InboxReducer.Output], feedback: [InboxReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    @Test(.disabled("Write the test of refresh: is the state what it should be after it, and what does its effect do?"))
    func refresh() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.refresh), into: &state)
        Issue.record("Write the test of refresh: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test
    func open() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.open(subject: "")), into: &state)
        guard outcome.outputs.count == 1, case .open? = outcome.outputs.first else {
            Issue.record("open asks the view to open Letter, but its outputs are \(outcome.outputs)")
            return
        }
    }
}
