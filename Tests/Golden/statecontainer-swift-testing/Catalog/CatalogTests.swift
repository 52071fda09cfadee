@testable import GoldenStateContainer
import Foundation
import Testing

/// Catalog's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
@Suite struct CatalogTests {
    private typealias Message = StateContainer.Message<CatalogReducer.Input, CatalogReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> CatalogReducer.State {
        CatalogReducer.State()
    }

    /// The reducer under test.
    private func makeReducer() throws -> CatalogReducer {
        CatalogReducer()
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout CatalogReducer.State
    ) async throws -> (outputs: [CatalogReducer.Output], feedback: [CatalogReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    @Test(.disabled("Write the test of onAppear: is the state what it should be after it, and what does its effect do?"))
    func onAppear() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onAppear), into: &state)
        Issue.record("Write the test of onAppear: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test
    func openCart() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.openCart), into: &state)
        guard outcome.outputs.count == 1, case .openCart? = outcome.outputs.first else {
            Issue.record("openCart asks the view to open Cart, but its outputs are \(outcome.outputs)")
            return
        }
    }

    // MARK: - What the opened screens report

    @Test
    func openCartReportsDidBuy() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.openCart), into: &state)
        guard outcome.outputs.count == 1, case .openCart? = outcome.outputs.first else {
            Issue.record("openCart asks the view to open Cart, but its outputs are \(outcome.outputs)")
            return
        }
        // Cart reports didBuy through the handler the view gives it: the store reduces it as cartDidBuy.
        let reducer = CatalogReducerSpy(try makeReducer())
        let store = CatalogReducer.ViewStore(state: state, reducer: reducer)
        await store.openCartOutput(.didBuy(itemCount: 0))?.value
        guard case .feedback(.cartDidBuy)? = reducer.messages.last else {
            Issue.record("Cart's didBuy comes back as the feedback cartDidBuy, but the store reduced \(reducer.messages)")
            return
        }
    }

    // MARK: - CatalogItemList

    @Test(.disabled("Write the test of CatalogItemList's onAddItem: is the state what it should be after it, and what does its effect do?"))
    func onCatalogItemListActionOnAddItem() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onCatalogItemListAction(.onAddItem(""))), into: &state)
        Issue.record("Write the test of CatalogItemList's onAddItem: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of CatalogItemList's onRemoveItem: is the state what it should be after it, and what does its effect do?"))
    func onCatalogItemListActionOnRemoveItem() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onCatalogItemListAction(.onRemoveItem(""))), into: &state)
        Issue.record("Write the test of CatalogItemList's onRemoveItem: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of CatalogItemList's onSelectItem: is the state what it should be after it, and what does its effect do?"))
    func onCatalogItemListActionOnSelectItem() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onCatalogItemListAction(.onSelectItem(""))), into: &state)
        Issue.record("Write the test of CatalogItemList's onSelectItem: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - CartButton

    @Test(.disabled("Write the test of CartButton's onTap: is the state what it should be after it, and what does its effect do?"))
    func onCartButtonActionOnTap() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onCartButtonAction(.onTap)), into: &state)
        Issue.record("Write the test of CartButton's onTap: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - Results

    @Test(.disabled("Write the test of cartDidBuy, the result the opened screen reports: is the state what it should be after it, and what does its effect do?"))
    func cartDidBuy() async throws {
        var state = try makeState()
        let outcome = try await reduce(.feedback(.cartDidBuy(itemCount: 0)), into: &state)
        Issue.record("Write the test of cartDidBuy, the result the opened screen reports: is \(state) the state after it, and \(outcome) what its effect does?")
    }
}

// MARK: - Test Doubles

/// CatalogReducer, recording each message the store reduces before reducing it.
@MainActor
private final class CatalogReducerSpy: StateContainer.Reducer {
    typealias Message = StateContainer.Message<CatalogReducer.Input, CatalogReducer.Feedback>

    private let reducer: CatalogReducer
    private(set) var messages: [Message] = []

    init(_ reducer: CatalogReducer) {
        self.reducer = reducer
    }

    func reduce(message: Message, into state: inout CatalogReducer.State) -> CatalogReducer.Effect {
        messages.append(message)
        return reducer.reduce(message: message, into: &state)
    }
}
