@testable import GoldenMixed
import ComposableArchitecture
import Foundation
import Testing

/// Basket's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. A test featuregen cannot write says what to check.
@MainActor
@Suite struct BasketTests {
    /// The feature as the screen starts, with its dependencies' test values: give the endpoints a
    /// test calls (`$0.orders.… = { … }`).
    private func makeStore(
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) throws -> TestStoreOf<Basket> {
        TestStore(initialState: Basket.State()) {
            Basket()
        } withDependencies: {
            $0.orders = .testValue
            prepareDependencies(&$0)
        }
    }

    // MARK: - Actions

    @Test(.disabled("Write the test of checkOut: how does it change the state, and what does it receive?"))
    func checkOut() async throws {
        let store = try makeStore()
        await store.send(.view(.checkOut)) {
            _ = $0
        }
        Issue.record("Write the test of checkOut: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test
    func showReceipt() async throws {
        let store = try makeStore()
        // It shows Receipt's screen, and closing it clears the state.
        await store.send(.view(.showReceipt(orderId: ""))) {
            $0.screen = .showReceipt(orderId: "")
        }
        await store.send(.screen(.dismissed)) {
            $0.screen = nil
        }
    }

    @Test
    func editLine() async throws {
        let store = try makeStore()
        // It opens LineEditor.
        await store.send(.view(.editLine(index: 0))) {
            $0.destination = .editLine(LineEditor.State(index: 0))
        }
    }

    @Test
    func dismiss() async throws {
        let dismissed = LockIsolated(false)
        let store = try makeStore { $0.dismiss = DismissEffect { dismissed.setValue(true) } }
        await store.send(.view(.dismiss))
        await store.finish()
        #expect(dismissed.value, "dismiss dismisses the feature")
    }

    @Test
    func explainFees() async throws {
        let store = try makeStore()
        // It shows the explainFees alert.
        await store.send(.view(.explainFees(title: "", message: ""))) {
            $0.destination = .alert(.explainFees(title: "", message: ""))
        }
    }

    @Test
    func pickPhoto() async throws {
        let store = try makeStore()
        // It shows Gallery's screen, and closing it clears the state.
        await store.send(.view(.pickPhoto(albumId: ""))) {
            $0.screen = .pickPhoto(albumId: "")
        }
        await store.send(.screen(.dismissed)) {
            $0.screen = nil
        }
    }

    @Test
    func payNow() async throws {
        let store = try makeStore()
        // It shows Checkout's screen, and closing it clears the state.
        await store.send(.view(.payNow)) {
            $0.screen = .payNow
        }
        await store.send(.screen(.dismissed)) {
            $0.screen = nil
        }
    }
}
