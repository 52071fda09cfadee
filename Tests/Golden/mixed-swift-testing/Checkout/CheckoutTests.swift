@testable import GoldenMixed
import Foundation
import Testing

/// Checkout's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
@Suite struct CheckoutTests {
    /// Kept here: the state holder holds its output weakly.
    private let owner = CheckoutOutputSpy()

    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> CheckoutViewStateHolder {
        let stateHolder = CheckoutViewStateHolder(checkoutUnit: CheckoutUnitStub())
        stateHolder.output = owner
        return stateHolder
    }

    // MARK: - View Outputs

    @Test(.disabled("Write the test of apply: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func apply() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.apply(coupon: .init(id: "", code: ""))
        Issue.record("Write the test of apply: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of openGallery: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func openGallery() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.openGallery(albumId: "")
        Issue.record("Write the test of openGallery: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of openShop: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func openShop() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.openShop()
        Issue.record("Write the test of openShop: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of openNumbers: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func openNumbers() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.openNumbers()
        Issue.record("Write the test of openNumbers: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of openBasket: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func openBasket() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.openBasket()
        Issue.record("Write the test of openBasket: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of openReceipt: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func openReceipt() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.openReceipt(orderId: "")
        Issue.record("Write the test of openReceipt: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    // MARK: - Results

    @Test(.disabled("Write the test of galleryDidPick, the result the opened screen reports: what does it change in the state?"))
    func galleryDidPick() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.galleryDidPick(photoId: "")
        Issue.record("Write the test of galleryDidPick, the result the opened screen reports: what does it change in the state (\(stateHolder.state))?")
    }

    @Test(.disabled("Write the test of numbersDidFinish, the result the opened screen reports: what does it change in the state?"))
    func numbersDidFinish() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.numbersDidFinish(count: 0)
        Issue.record("Write the test of numbersDidFinish, the result the opened screen reports: what does it change in the state (\(stateHolder.state))?")
    }

    @Test(.disabled("Write the test of basketDidCheckOut, the result the opened screen reports: what does it change in the state?"))
    func basketDidCheckOut() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.basketDidCheckOut(orderId: "")
        Issue.record("Write the test of basketDidCheckOut, the result the opened screen reports: what does it change in the state (\(stateHolder.state))?")
    }

    @Test(.disabled("Write the test of receiptDidClose, the result the opened screen reports: what does it change in the state?"))
    func receiptDidClose() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.receiptDidClose()
        Issue.record("Write the test of receiptDidClose, the result the opened screen reports: what does it change in the state (\(stateHolder.state))?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class CheckoutUnitStub: CheckoutUnitInput, CheckoutUnitOutput {}

/// Records what Checkout tells its owner, in order.
final class CheckoutOutputSpy: Checkout.Output {
    private(set) var calls: [String] = []

    func didPay(amount: Int) {
        calls.append("didPay(\(amount))")
    }

    func didCancel() {
        calls.append("didCancel")
    }
}
