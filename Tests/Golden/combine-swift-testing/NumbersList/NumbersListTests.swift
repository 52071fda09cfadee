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

    @Test(.disabled("Write the test of onAppear: what does it change in the state, and what does it send?"))
    func onAppear() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.onAppear)
        Issue.record("Write the test of onAppear: what does it change in the state, and what does it send?")
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

    @Test(.disabled("Give numbersDownloaded a sample: a `Result<[Int], any Error>` the test can send"))
    func numbersDownloaded() throws {
        Issue.record("Give numbersDownloaded a sample: a `Result<[Int], any Error>` the test can send")
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
