@testable import GoldenCombine
import Foundation
import Testing
import UIKit

/// NumbersList's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
@Suite struct NumbersListTests {
    /// The module under test, with the services NumbersList uses.
    private func makeModule(numbers: NumbersClientDouble = NumbersClientDouble()) throws -> NumbersListTestModule {
        NumbersListTestModule(
            input: .init(),
            numbers: numbers
        )
    }

    // MARK: - Actions

    @Test func onAppear() async throws {
        let module = try makeModule(numbers: NumbersClientDouble(onFetch: { order in [1] }))
        await module.viewModel.handle(.onAppear)
        // The call runs in the view model's task, which sends the result back as numbersDownloaded
        // (the state it set meanwhile may already be gone: the double answers at once).
        await module.viewModel.fetchTask?.value
        #expect(module.output.calls == ["numbersDownloaded"], "onAppear tells the owner once the call succeeds")
    }

    @Test func onAppearFails() async throws {
        let module = try makeModule(numbers: NumbersClientDouble(onFetch: { _ in throw CallFailed() }))
        await module.viewModel.handle(.onAppear)
        await module.viewModel.fetchTask?.value
        #expect(module.output.calls.isEmpty, "onAppear tells the owner nothing unless the call succeeds")
    }

    @Test(.disabled("Write the test of retry: what does it change in the state, and what does it send?"))
    func retry() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.retry)
        Issue.record("Write the test of retry: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of selectOrder: what does it change in the state, and what does it send?"))
    func selectOrder() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.selectOrder(.ascending))
        Issue.record("Write the test of selectOrder: what does it change in the state, and what does it send?")
    }

    // MARK: - NumbersContent

    @Test(.disabled("Write the test of NumbersContent's onTapRetry: what does it change in the state, and what does it send?"))
    func onNumbersContentActionOnTapRetry() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.onNumbersContentAction(.onTapRetry))
        Issue.record("Write the test of NumbersContent's onTapRetry: what does it change in the state, and what does it send?")
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
