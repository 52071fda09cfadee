@testable import GoldenTCA
import ComposableArchitecture
import Foundation
import UIKit
import Testing

/// DescriptionImage's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. Every test fails until you write what it should be.
@MainActor
@Suite struct DescriptionImageTests {
    /// The store the tests start from: an input's type has no natural value, so build it here.
    private func makeStore() throws -> TestStoreOf<DescriptionImage> {
        throw StateToWrite()
    }

    private struct StateToWrite: Error, CustomStringConvertible {
        var description: String { "Write makeStore(): the state the tests of DescriptionImage start from" }
    }

    // MARK: - Actions

    @Test func onAppear() async throws {
        let store = try makeStore()
        await store.send(.onAppear) {
            _ = $0
        }
        Issue.record("Write the test of onAppear: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test func dismiss() async throws {
        let store = try makeStore()
        await store.send(.dismiss) {
            _ = $0
        }
        Issue.record("Write the test of dismiss: how does it change the state ($0 in send's closure), and what does it receive?")
    }
}
