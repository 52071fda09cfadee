import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol StockUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol StockUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class StockUnit {
    init() {}
}

// MARK: - StockUnitInput

extension StockUnit: StockUnitInput {}

// MARK: - StockUnitOutput

extension StockUnit: StockUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum StockUnitFactory {
    @MainActor
    static func produce() -> StockUnitInput & StockUnitOutput {
        StockUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func stock() -> StockUnitInput & StockUnitOutput {
        StockUnitFactory.produce()
    }
}
