import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol CartUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol CartUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class CartUnit {
    init() {}
}

// MARK: - CartUnitInput

extension CartUnit: CartUnitInput {}

// MARK: - CartUnitOutput

extension CartUnit: CartUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum CartUnitFactory {
    @MainActor
    static func produce() -> CartUnitInput & CartUnitOutput {
        CartUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func cart() -> CartUnitInput & CartUnitOutput {
        CartUnitFactory.produce()
    }
}
