import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol PantryUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol PantryUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class PantryUnit {
    init() {}
}

// MARK: - PantryUnitInput

extension PantryUnit: PantryUnitInput {}

// MARK: - PantryUnitOutput

extension PantryUnit: PantryUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum PantryUnitFactory {
    @MainActor
    static func produce() -> PantryUnitInput & PantryUnitOutput {
        PantryUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func pantry() -> PantryUnitInput & PantryUnitOutput {
        PantryUnitFactory.produce()
    }
}
