@testable import GoldenTCA
import ComposableArchitecture
import Foundation
import Testing

/// Cart's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. Every test fails until you write what it should be.
@MainActor
@Suite struct CartTests {
    /// The feature as the screen starts.
    private func makeStore() throws -> TestStoreOf<Cart> {
        TestStore(initialState: Cart.State()) {
            Cart()
        }
    }

    // MARK: - Actions

    @Test func onAppear() async throws {
        let store = try makeStore()
        await store.send(.onAppear) {
            _ = $0
        }
        Issue.record("Write the test of onAppear: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test func buy() async throws {
        let store = try makeStore()
        await store.send(.buy) {
            _ = $0
        }
        Issue.record("Write the test of buy: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test func dismiss() async throws {
        let store = try makeStore()
        await store.send(.dismiss) {
            _ = $0
        }
        Issue.record("Write the test of dismiss: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    // MARK: - BuyButton

    @Test func buyButtonOnTap() async throws {
        let store = try makeStore()
        await store.send(.buyButton(.onTap)) {
            _ = $0
        }
        Issue.record("Write the test of BuyButton's onTap: how does it change the state, and what does it receive?")
    }
}
