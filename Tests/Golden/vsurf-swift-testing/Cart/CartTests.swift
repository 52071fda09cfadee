@testable import GoldenVSURF
import Foundation
import Testing

/// Cart's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
@Suite struct CartTests {
    /// Kept here: the state holder holds its output weakly.
    private let owner = CartOutputSpy()

    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> CartViewStateHolder {
        let stateHolder = CartViewStateHolder(cartUnit: CartUnitStub())
        stateHolder.output = owner
        return stateHolder
    }

    // MARK: - View Outputs

    @Test(.disabled("Write the test of onAppear: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onAppear() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onAppear()
        Issue.record("Write the test of onAppear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of buy: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func buy() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.buy()
        Issue.record("Write the test of buy: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test
    func didBuy() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.didBuy(itemCount: 0)
        #expect(owner.calls == ["didBuy(0)"], "didBuy tells the owner")
    }

    @Test(.disabled("Write the test of closeButtonTapped: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func closeButtonTapped() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.closeButtonTapped()
        Issue.record("Write the test of closeButtonTapped: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - BuyButton

    @Test(.disabled("Write the test of BuyButton's onTap: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onBuyButtonActionOnTap() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleBuyButton(.onTap)
        Issue.record("Write the test of BuyButton's onTap: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class CartUnitStub: CartUnitInput, CartUnitOutput {}

/// Records what Cart tells its owner, in order.
final class CartOutputSpy: Cart.Output {
    private(set) var calls: [String] = []

    func didBuy(itemCount: Int) {
        calls.append("didBuy(\(itemCount))")
    }
}
