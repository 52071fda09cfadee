import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
public protocol CatalogUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
public protocol CatalogUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
public final class CatalogUnit {
    public init() {}
}

// MARK: - CatalogUnitInput

extension CatalogUnit: CatalogUnitInput {}

// MARK: - CatalogUnitOutput

extension CatalogUnit: CatalogUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
public enum CatalogUnitFactory {
    @MainActor
    public static func produce() -> CatalogUnitInput & CatalogUnitOutput {
        CatalogUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    public static func catalog() -> CatalogUnitInput & CatalogUnitOutput {
        CatalogUnitFactory.produce()
    }
}
