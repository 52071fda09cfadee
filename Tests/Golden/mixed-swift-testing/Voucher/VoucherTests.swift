import Combine
@testable import GoldenMixed
import Foundation
import Testing

/// Voucher's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
@Suite struct VoucherTests {
    /// Kept here: the state holder holds its output weakly.
    private let owner = VoucherOutputSpy()

    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> VoucherViewStateHolder {
        let stateHolder = VoucherViewStateHolder(voucherUnit: VoucherUnitStub())
        stateHolder.output = owner
        return stateHolder
    }

    // MARK: - View Outputs

    @Test func redeem() throws {
        let unit = VoucherUnitStub()
        let stateHolder = VoucherViewStateHolder(voucherUnit: unit)
        stateHolder.output = owner
        var dismissals = 0
        let dismissal = stateHolder.dismissal.sink { dismissals += 1 }
        defer { dismissal.cancel() }
        stateHolder.redeem()
        #expect(unit.commands == ["redeem"])

        // The call succeeds: the state holder does what then: says.
        unit.redeemSucceededSubject.send()
        let state = stateHolder.state
        #expect(owner.calls == ["didRedeem(\(state.code))"], "redeem tells the owner once the call succeeds")
        #expect(dismissals == 1, "redeem dismisses the screen once the call succeeds")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class VoucherUnitStub: VoucherUnitInput, VoucherUnitOutput {
    /// The commands it got, in order.
    private(set) var commands: [String] = []

    /// What its publishers send: the test sends the unit's business state through them.
    let isRedeemingSubject = PassthroughSubject<Bool, Never>()
    let redeemErrorSubject = PassthroughSubject<String?, Never>()

    /// What it sends when a call succeeds: the test sends the success through them.
    let redeemSucceededSubject = PassthroughSubject<Void, Never>()

    func redeem(code: String) {
        commands.append("redeem")
    }

    var isRedeeming: AnyPublisher<Bool, Never> {
        isRedeemingSubject.eraseToAnyPublisher()
    }

    var redeemError: AnyPublisher<String?, Never> {
        redeemErrorSubject.eraseToAnyPublisher()
    }

    var redeemSucceeded: AnyPublisher<Void, Never> {
        redeemSucceededSubject.eraseToAnyPublisher()
    }
}

/// Records what Voucher tells its owner, in order.
final class VoucherOutputSpy: Voucher.Output {
    private(set) var calls: [String] = []

    func didRedeem(code: String) {
        calls.append("didRedeem(\(code))")
    }
}
