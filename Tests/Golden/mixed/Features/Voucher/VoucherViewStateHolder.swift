import Combine
import SwiftUI

/// Turns the unit's business state into VoucherView's state, and passes the view's
/// commands to the unit.
@MainActor
final class VoucherViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let voucherUnit: VoucherUnitInput & VoucherUnitOutput

    // MARK: - Output

    /// The feature that shows Voucher, set by whoever assembles the screen: tell it what
    /// happens here (`output?.didRedeem(…)`).
    weak var output: Voucher.Output?

    // MARK: - Navigation

    /// Sent when the screen closes itself, once a call succeeded: VoucherViewGroup
    /// closes it as the view's `dismiss` does.
    let dismissal = PassthroughSubject<Void, Never>()

    // MARK: - Published

    @Published var state: VoucherView.ViewState = .init()

    // MARK: - Init

    init(voucherUnit: VoucherUnitInput & VoucherUnitOutput) {
        self.voucherUnit = voucherUnit
        subscribe()
    }
}

// MARK: - VoucherViewOutput

extension VoucherViewStateHolder: VoucherViewOutput {
    func redeem() {
        voucherUnit.redeem(code: state.code)
    }
}

// MARK: - Private Methods

extension VoucherViewStateHolder {
    /// Subscribes to the units' outputs: maps them to the view's state, and does what a call
    /// that succeeded does next.
    private func subscribe() {
        voucherUnit.isRedeeming
            .sink { [weak self] isRedeeming in
                self?.state.isRedeeming = isRedeeming
            }
            .store(in: &cancellables)

        voucherUnit.redeemError
            .sink { [weak self] redeemError in
                self?.state.redeemError = redeemError
            }
            .store(in: &cancellables)

        voucherUnit.redeemSucceeded
            .sink { [weak self] in
                guard let self else { return }
                let code = state.code
                output?.didRedeem(code: code)
                dismissal.send()
            }
            .store(in: &cancellables)
    }
}
