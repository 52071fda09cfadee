@testable import GoldenMixed
import Foundation
import XCTest

/// Ledger's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
final class LedgerTests: XCTestCase {
    private typealias Message = StateContainer.Message<LedgerReducer.Input, LedgerReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> LedgerReducer.State {
        LedgerReducer.State(entry: .init(amount: 0, note: nil))
    }

    /// The reducer under test.
    private func makeReducer() throws -> LedgerReducer {
        LedgerReducer()
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout LedgerReducer.State
    ) async throws -> (outputs: [LedgerReducer.Output], feedback: [LedgerReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    func testPin() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.pin), into: &state)
        throw XCTSkip("Write the test of pin: is \(state) the state after it, and \(outcome) what its effect does?")
    }
}
