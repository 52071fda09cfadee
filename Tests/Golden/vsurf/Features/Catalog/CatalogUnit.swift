import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol CatalogUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol CatalogUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class CatalogUnit {
    init() {}
}

// MARK: - CatalogUnitInput

extension CatalogUnit: CatalogUnitInput {}

// MARK: - CatalogUnitOutput

extension CatalogUnit: CatalogUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum CatalogUnitFactory {
    @MainActor
    static func produce() -> CatalogUnitInput & CatalogUnitOutput {
        CatalogUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func catalog() -> CatalogUnitInput & CatalogUnitOutput {
        CatalogUnitFactory.produce()
    }
}
