@testable import GoldenMVI
import Combine
import Foundation
import Testing

/// NumbersList's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
@Suite struct NumbersListTests {
    /// What the intent sends to its output, in order.
    private let output = NumbersListOutputSpy()

    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent(numbers: NumbersClientDouble = NumbersClientDouble()) throws -> (NumbersListIntent, NumbersListScreens) {
        let intent = NumbersListIntent(input: .init(), output: output.output, numbers: numbers)
        return (intent, NumbersListScreens())
    }

    // MARK: - Intents

    @Test func onAppear() async throws {
        let (intent, _) = try makeIntent(numbers: NumbersClientDouble(onFetch: { order in [1] }))
        intent.onAppear()
        // The call runs in the intent's task, which hands the result to numbersDownloaded.
        await intent.fetchTask?.value
        #expect(output.calls == ["numbersDownloaded"], "onAppear tells the owner once the call succeeds")
    }

    @Test func onAppearFails() async throws {
        let (intent, _) = try makeIntent(numbers: NumbersClientDouble(onFetch: { _ in throw CallFailed() }))
        intent.onAppear()
        await intent.fetchTask?.value
        #expect(output.calls.isEmpty, "onAppear tells the owner nothing unless the call succeeds")
    }

    @Test(.disabled("Write the test of retry: what does it change in the model, and does it ask for screens?"))
    func retry() throws {
        let (intent, screens) = try makeIntent()
        intent.retry()
        Issue.record("Write the test of retry: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of selectOrder: what does it change in the model, and does it ask for screens?"))
    func selectOrder() throws {
        let (intent, screens) = try makeIntent()
        intent.selectOrder(.ascending)
        Issue.record("Write the test of selectOrder: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - NumbersContent

    @Test(.disabled("Write the test of NumbersContent's onTapRetry: what does it change in the model, and does it ask for screens?"))
    func onNumbersContentActionOnTapRetry() throws {
        let (intent, screens) = try makeIntent()
        intent.handleNumbersContent(.onTapRetry)
        Issue.record("Write the test of NumbersContent's onTapRetry: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens NumbersList's intent asks its router for, in order.
@MainActor
final class NumbersListScreens {
    /// The feature has no routes (and no router), so its intent asks for none.
    let shown: [String] = []
}

/// What NumbersList's intent sends to its output, in order: `numbersDownloaded`.
final class NumbersListOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: NumbersList.Output {
        .init(
            numbersDownloaded: { [self] in record("numbersDownloaded") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
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
