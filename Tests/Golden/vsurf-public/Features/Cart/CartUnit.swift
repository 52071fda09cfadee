import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
public protocol CartUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
public protocol CartUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
public final class CartUnit {
    public init() {}
}

// MARK: - CartUnitInput

extension CartUnit: CartUnitInput {}

// MARK: - CartUnitOutput

extension CartUnit: CartUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
public enum CartUnitFactory {
    @MainActor
    public static func produce() -> CartUnitInput & CartUnitOutput {
        CartUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    public static func cart() -> CartUnitInput & CartUnitOutput {
        CartUnitFactory.produce()
    }
}
