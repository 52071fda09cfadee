// The runtime's Store (Tests/Fixtures/Apps/statecontainer/Features/Runtime/StateContainer.swift,
// rendered from Templates/statecontainer/Runtime.swift.mustache) publishes a change only when a
// message changed the state, so an input that changes nothing redraws nothing.
import Combine
import XCTest

@testable import StateContainerApp

@MainActor
final class StoreTests: XCTestCase {
    func testTheStorePublishesOnlyWhenTheStateChanged() async {
        let store = StateContainer.Store(state: CounterReducer.State(), reducer: CounterReducer())
        var changes = 0
        let observation = store.objectWillChange.sink { _ in changes += 1 }
        defer { observation.cancel() }

        await store.send(.add(0))
        await store.send(.add(0))
        await store.send(.add(0))
        XCTAssertEqual(changes, 0, "three inputs that change nothing publish nothing")

        await store.send(.add(2))
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(store.count, 2)
    }
}

@MainActor
private final class CounterReducer: StateContainer.Reducer {
    struct State: Equatable, Sendable {
        var count = 0
    }

    enum Input: Sendable {
        case add(Int)
    }

    func reduce(message: StateContainer.Message<Input, Never>, into state: inout State) -> StateContainer.Effect<Never, Never> {
        switch message {
        case let .input(.add(amount)):
            state.count += amount
        }
        return .none
    }
}
