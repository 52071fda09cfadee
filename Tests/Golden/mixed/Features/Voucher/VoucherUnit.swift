import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol VoucherUnitInput: AnyObject {
    func redeem(code: String)
}

/// What the state holder reads from the business unit: publishers of its business state.
@MainActor
protocol VoucherUnitOutput: AnyObject {
    var isRedeeming: AnyPublisher<Bool, Never> { get }
    var redeemError: AnyPublisher<String?, Never> { get }
    var redeemSucceeded: AnyPublisher<Void, Never> { get }
}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class VoucherUnit {
    // MARK: - Private Properties

    /// What its publishers send: its commands change the values.
    private let isRedeemingSubject = CurrentValueSubject<Bool, Never>(false)
    private let redeemErrorSubject = CurrentValueSubject<String?, Never>(nil)
    /// Sent when a call succeeds, for the state holder to tell the owner what happened.
    private let redeemSucceededSubject = PassthroughSubject<Void, Never>()
    /// The services its commands call.
    private let vouchers: VouchersClient
    /// The calls in flight, cancelled when the unit goes away.
    private var redeemTask: Task<Void, Never>?

    // MARK: - Init

    init(vouchers: VouchersClient) {
        self.vouchers = vouchers
    }

    deinit {
        redeemTask?.cancel()
    }
}

// MARK: - VoucherUnitInput

extension VoucherUnit: VoucherUnitInput {
    func redeem(code: String) {
        isRedeemingSubject.send(true)
        redeemErrorSubject.send(nil)
        redeemTask = Task { [weak self, vouchers] in
            do {
                try await vouchers.redeem(code: code)
                guard !Task.isCancelled else { return }
                self?.redeemResponse(.success(()))
            } catch {
                // A call cancelled by a newer one, or as the unit goes away, reports nothing.
                guard !Task.isCancelled else { return }
                self?.redeemResponse(.failure(error))
            }
        }
    }
}

// MARK: - VoucherUnitOutput

extension VoucherUnit: VoucherUnitOutput {
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

// MARK: - Private Methods

extension VoucherUnit {
    /// The result of a call its command started: published for the state holder.
    private func redeemResponse(_ value: Result<Void, any Error>) {
        switch value {
        case .success:
            isRedeemingSubject.send(false)
            redeemSucceededSubject.send()
        case let .failure(error):
            isRedeemingSubject.send(false)
            redeemErrorSubject.send(error.localizedDescription)
        }
    }
}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum VoucherUnitFactory {
    @MainActor
    static func produce(vouchers: VouchersClient) -> VoucherUnitInput & VoucherUnitOutput {
        VoucherUnit(vouchers: vouchers)
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func voucher(vouchers: VouchersClient) -> VoucherUnitInput & VoucherUnitOutput {
        VoucherUnitFactory.produce(vouchers: vouchers)
    }
}
