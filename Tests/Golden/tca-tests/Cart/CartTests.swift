@testable import GoldenTCA
import ComposableArchitecture
import Foundation
import XCTest

/// Cart's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. A test featuregen cannot write says what to check.
@MainActor
final class CartTests: XCTestCase {
    /// The feature as the screen starts.
    private func makeStore(
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) throws -> TestStoreOf<Cart> {
        TestStore(initialState: Cart.State()) {
            Cart()
        } withDependencies: {
            prepareDependencies(&$0)
        }
    }

    // MARK: - Actions

    func testOnAppear() async throws {
        let store = try makeStore()
        await store.send(.onAppear) {
            $0.hasAppeared = true
        }
        // Shown again, after a screen pushed over it is popped, it does nothing.
        await store.send(.onAppear)
    }

    func testBuy() async throws {
        let store = try makeStore()
        await store.send(.buy) {
            _ = $0
        }
        throw XCTSkip("Write the test of buy: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    func testDidBuy() async throws {
        let store = try makeStore()
        await store.send(.didBuy(itemCount: 0))
        // The feature tells the one that opened it.
        await store.receive(\.delegate.didBuy)
    }

    func testCloseButtonTapped() async throws {
        let dismissed = LockIsolated(false)
        let store = try makeStore { $0.dismiss = DismissEffect { dismissed.setValue(true) } }
        await store.send(.closeButtonTapped)
        await store.finish()
        XCTAssertTrue(dismissed.value, "closeButtonTapped dismisses the feature")
    }

    // MARK: - BuyButton

    func testBuyButtonOnTap() async throws {
        let store = try makeStore()
        await store.send(.buyButton(.onTap)) {
            _ = $0
        }
        throw XCTSkip("Write the test of BuyButton's onTap: how does it change the state, and what does it receive?")
    }
}
