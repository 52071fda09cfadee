@testable import GoldenTCA
import ComposableArchitecture
import Foundation
import XCTest

/// NumbersList's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. A test featuregen cannot write says what to check.
@MainActor
final class NumbersListTests: XCTestCase {
    /// The feature as the screen starts, with its dependencies' test values: give the endpoints a
    /// test calls (`$0.numbers.… = { … }`).
    private func makeStore(
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) throws -> TestStoreOf<NumbersList> {
        TestStore(initialState: NumbersList.State()) {
            NumbersList()
        } withDependencies: {
            $0.numbers = .testValue
            prepareDependencies(&$0)
        }
    }

    // MARK: - Actions

    func testOnAppear() async throws {
        let store = try makeStore {
            $0.numbers.fetch = { order in [1] }
        }
        await store.send(.onAppear) {
            $0.hasAppeared = true
        }
        await store.receive(\.numbersDownloaded) {
            _ = $0
        }
        await store.receive(\.delegate.numbersDownloaded)
        await store.finish()
        // Shown again, after a screen pushed over it is popped, it loads nothing.
        await store.send(.onAppear)
    }

    func testOnAppearFails() async throws {
        let store = try makeStore {
            $0.numbers.fetch = { _ in throw CallFailed() }
        }
        await store.send(.onAppear) {
            $0.hasAppeared = true
        }
        await store.receive(\.numbersDownloaded.failure)
    }

    func testRetry() async throws {
        let store = try makeStore()
        await store.send(.retry) {
            _ = $0
        }
        throw XCTSkip("Write the test of retry: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    func testSelectOrder() async throws {
        let store = try makeStore()
        await store.send(.selectOrder(.ascending)) {
            _ = $0
        }
        throw XCTSkip("Write the test of selectOrder: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    func testNumbersDownloaded() async throws {
        throw XCTSkip("Give numbersDownloaded a sample: a `Result<[Int], any Error>` the test can send")
    }

    // MARK: - NumbersContent

    func testNumbersContentOnTapRetry() async throws {
        let store = try makeStore()
        await store.send(.numbersContent(.onTapRetry)) {
            _ = $0
        }
        throw XCTSkip("Write the test of NumbersContent's onTapRetry: how does it change the state, and what does it receive?")
    }
}

// MARK: - Test Doubles

/// What an endpoint throws when a test makes its call fail.
private struct CallFailed: Error {}
