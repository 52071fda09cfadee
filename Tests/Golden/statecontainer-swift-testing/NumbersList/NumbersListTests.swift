@testable import GoldenStateContainer
import Foundation
import Testing

/// NumbersList's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
@Suite struct NumbersListTests {
    private typealias Message = StateContainer.Message<NumbersListReducer.Input, NumbersListReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> NumbersListReducer.State {
        NumbersListReducer.State()
    }

    /// The reducer under test, with the services NumbersList uses.
    private func makeReducer() throws -> NumbersListReducer {
        NumbersListReducer(numbers: PreviewNumbersClient())
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout NumbersListReducer.State
    ) async throws -> (output: NumbersListReducer.Output?, feedback: [NumbersListReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    @Test(.disabled("Write the test of onAppear: is the state what it should be after it, and what does its effect do?"))
    func onAppear() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onAppear), into: &state)
        Issue.record("Write the test of onAppear: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of retry: is the state what it should be after it, and what does its effect do?"))
    func retry() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.retry), into: &state)
        Issue.record("Write the test of retry: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of selectOrder: is the state what it should be after it, and what does its effect do?"))
    func selectOrder() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.selectOrder(.ascending)), into: &state)
        Issue.record("Write the test of selectOrder: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - NumbersContent

    @Test(.disabled("Write the test of NumbersContent's onTapRetry: is the state what it should be after it, and what does its effect do?"))
    func onNumbersContentActionOnTapRetry() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onNumbersContentAction(.onTapRetry)), into: &state)
        Issue.record("Write the test of NumbersContent's onTapRetry: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Give numbersDownloaded a sample: a `Result<[Int], any Error>` the test can send"))
    func numbersDownloaded() throws {
        Issue.record("Give numbersDownloaded a sample: a `Result<[Int], any Error>` the test can send")
    }
}
