@testable import GoldenTCA
import ComposableArchitecture
import Foundation
import XCTest

/// NewsDetails's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. Every test fails until you write what it should be.
@MainActor
final class NewsDetailsTests: XCTestCase {
    /// The store the tests start from: an input's type has no natural value, so build it here.
    private func makeStore() throws -> TestStoreOf<NewsDetails> {
        throw StateToWrite()
    }

    private struct StateToWrite: Error, CustomStringConvertible {
        var description: String { "Write makeStore(): the state the tests of NewsDetails start from" }
    }

    // MARK: - Actions

    func testOnAppear() async throws {
        let store = try makeStore()
        await store.send(.onAppear) {
            _ = $0
        }
        XCTFail("Write the test of onAppear: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    func testShare() async throws {
        let store = try makeStore()
        await store.send(.share) {
            _ = $0
        }
        XCTFail("Write the test of share: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    func testDismiss() async throws {
        let store = try makeStore()
        await store.send(.dismiss) {
            _ = $0
        }
        XCTFail("Write the test of dismiss: how does it change the state ($0 in send's closure), and what does it receive?")
    }
}
