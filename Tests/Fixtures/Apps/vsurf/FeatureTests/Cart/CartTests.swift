@testable import VSURFApp
import Foundation
import XCTest

/// Cart's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
final class CartTests: XCTestCase {
    /// Kept here: the state holder holds its output weakly.
    private let owner = CartOutputSpy()

    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> CartViewStateHolder {
        let stateHolder = CartViewStateHolder(cartUnit: CartUnitStub())
        stateHolder.output = owner
        return stateHolder
    }

    // MARK: - View Outputs

    func testOnAppear() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onAppear()
        throw XCTSkip("Write the test of onAppear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testBuy() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.buy()
        throw XCTSkip("Write the test of buy: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    func testDidBuy() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.didBuy(itemCount: 0)
        XCTAssertEqual(owner.calls, ["didBuy(0)"], "didBuy tells the owner")
    }

    func testCloseButtonTapped() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.closeButtonTapped()
        throw XCTSkip("Write the test of closeButtonTapped: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - BuyButton

    func testBuyButtonOnTap() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleBuyButton(.onTap)
        throw XCTSkip("Write the test of BuyButton's onTap: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
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
