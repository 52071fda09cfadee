@testable import GoldenMixed
import ComposableArchitecture
import Foundation
import Testing

/// LineEditor's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. A test featuregen cannot write says what to check.
@MainActor
@Suite struct LineEditorTests {
    /// The feature as the screen starts, with its dependencies' test values: give the endpoints a
    /// test calls (`$0.orders.… = { … }`).
    private func makeStore(
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) throws -> TestStoreOf<LineEditor> {
        TestStore(initialState: LineEditor.State(index: 0)) {
            LineEditor()
        } withDependencies: {
            prepareDependencies(&$0)
        }
    }

    // MARK: - Actions

    @Test(.disabled("Write the test of save: how does it change the state, and what does it receive?"))
    func save() async throws {
        let store = try makeStore()
        await store.send(.save) {
            _ = $0
        }
        Issue.record("Write the test of save: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test
    func dismiss() async throws {
        let dismissed = LockIsolated(false)
        let store = try makeStore { $0.dismiss = DismissEffect { dismissed.setValue(true) } }
        await store.send(.dismiss)
        await store.finish()
        #expect(dismissed.value, "dismiss dismisses the feature")
    }

    @Test
    func lineTooLong() async throws {
        let store = try makeStore()
        // It shows the lineTooLong alert.
        await store.send(.lineTooLong(title: "")) {
            $0.alert = .lineTooLong(title: "")
        }
    }

    @Test(.disabled("Write the test of reorder: what does orders.reorder return, and what does the feature receive?"))
    func reorder() async throws {
        let store = try makeStore {
            $0.orders.reorder = OrdersClient.previewValue.reorder
        }
        store.exhaustivity = .off
        await store.send(.reorder(id: ""))
        await store.finish()
        Issue.record("Write the test of reorder: what does orders.reorder return, and what does the feature receive?")
    }

    @Test
    func reorderFails() async throws {
        let store = try makeStore {
            $0.orders.reorder = { _ in throw CallFailed() }
        }
        await store.send(.reorder(id: "")) {
            _ = $0
        }
        await store.receive(\.reorderResponse.failure)
    }

    @Test(.disabled("Give reorderResponse a sample: a `Result<Basket.ViewState.Order, any Error>` the test can send"))
    func reorderResponse() throws {
        Issue.record("Give reorderResponse a sample: a `Result<Basket.ViewState.Order, any Error>` the test can send")
    }

    // MARK: - LineField

    @Test(.disabled("Write the test of LineField's onClear: how does it change the state, and what does it receive?"))
    func lineFieldOnClear() async throws {
        let store = try makeStore()
        await store.send(.lineField(.onClear)) {
            _ = $0
        }
        Issue.record("Write the test of LineField's onClear: how does it change the state, and what does it receive?")
    }
}

// MARK: - Test Doubles

/// What an endpoint throws when a test makes its call fail.
private struct CallFailed: Error {}
