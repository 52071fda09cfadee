import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol CheckoutUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol CheckoutUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class CheckoutUnit {
    init() {}
}

// MARK: - CheckoutUnitInput

extension CheckoutUnit: CheckoutUnitInput {}

// MARK: - CheckoutUnitOutput

extension CheckoutUnit: CheckoutUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum CheckoutUnitFactory {
    @MainActor
    static func produce() -> CheckoutUnitInput & CheckoutUnitOutput {
        CheckoutUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func checkout() -> CheckoutUnitInput & CheckoutUnitOutput {
        CheckoutUnitFactory.produce()
    }
}
