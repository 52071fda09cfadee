@testable import GoldenMixed
import Foundation
import XCTest

/// Compose's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
final class ComposeTests: XCTestCase {
    private typealias Message = StateContainer.Message<ComposeReducer.Input, ComposeReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> ComposeReducer.State {
        ComposeReducer.State()
    }

    /// The reducer under test, with the services Compose uses.
    private func makeReducer() throws -> ComposeReducer {
        ComposeReducer(mail: PreviewMailClient())
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout ComposeReducer.State
    ) async throws -> (outputs: [ComposeReducer.Output], feedback: [ComposeReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    func testSend() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.send), into: &state)
        throw XCTSkip("Write the test of send: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    func testDismiss() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.dismiss), into: &state)
        guard outcome.outputs.count == 1, case .dismiss? = outcome.outputs.first else {
            XCTFail("dismiss asks the view to close the screen, but its outputs are \(outcome.outputs)")
            return
        }
    }
}
