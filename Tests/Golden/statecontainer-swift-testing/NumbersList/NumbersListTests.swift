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
    private func makeReducer(numbers: NumbersClientDouble = NumbersClientDouble()) throws -> NumbersListReducer {
        NumbersListReducer(numbers: numbers)
    }

    /// Reduces the message into `state` by `reducer` (`makeReducer()`'s if nil) and runs the
    /// effect to its end.
    private func reduce(
        _ message: Message, into state: inout NumbersListReducer.State, by reducer: NumbersListReducer? = nil
    ) async throws -> (outputs: [NumbersListReducer.Output], feedback: [NumbersListReducer.Feedback]) {
        try await (reducer ?? makeReducer()).reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    @Test func onAppear() async throws {
        var state = try makeState()
        let numbers = NumbersClientDouble(onFetch: { order in [1] })
        let outcome = try await reduce(.input(.onAppear), into: &state, by: makeReducer(numbers: numbers))
        guard let feedback = outcome.feedback.first, case .numbersDownloaded(.success) = feedback else {
            Issue.record("onAppear calls numbers.fetch, whose result comes back as numbersDownloaded, but the feedback is \(outcome.feedback)")
            return
        }
        let answer = try await reduce(.feedback(feedback), into: &state)
        // Once the call succeeded, the owner is told, in order (the values read from the state).
        let expected = ["\(NumbersListReducer.Output.numbersDownloaded)"]
        #expect(answer.outputs.map { "\($0)" } == expected)
    }

    @Test func onAppearFails() async throws {
        var state = try makeState()
        let numbers = NumbersClientDouble(onFetch: { _ in throw CallFailed() })
        let outcome = try await reduce(.input(.onAppear), into: &state, by: makeReducer(numbers: numbers))
        guard let feedback = outcome.feedback.first, case .numbersDownloaded(.failure) = feedback else {
            Issue.record("When numbers.fetch fails, numbersDownloaded brings the error back, but the feedback is \(outcome.feedback)")
            return
        }
        _ = try await reduce(.feedback(feedback), into: &state)
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
}

// MARK: - Test Doubles

/// What a double throws when a test makes its call fail.
private struct CallFailed: Error {}

/// NumbersClient as these tests set it: each endpoint answers what the test says, or what
/// `PreviewNumbersClient` answers.
private struct NumbersClientDouble: NumbersClient {
    var onFetch: @Sendable (_ order: Order) async throws -> [Int] = { order in
        try await PreviewNumbersClient().fetch(order: order)
    }

    func fetch(order: Order) async throws -> [Int] {
        try await onFetch(order)
    }
}
