import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
public protocol ProductCardUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
public protocol ProductCardUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
public final class ProductCardUnit {
    public init() {}
}

// MARK: - ProductCardUnitInput

extension ProductCardUnit: ProductCardUnitInput {}

// MARK: - ProductCardUnitOutput

extension ProductCardUnit: ProductCardUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
public enum ProductCardUnitFactory {
    @MainActor
    public static func produce() -> ProductCardUnitInput & ProductCardUnitOutput {
        ProductCardUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    public static func productCard() -> ProductCardUnitInput & ProductCardUnitOutput {
        ProductCardUnitFactory.produce()
    }
}
