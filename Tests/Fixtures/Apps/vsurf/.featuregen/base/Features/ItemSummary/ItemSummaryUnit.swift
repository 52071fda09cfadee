import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol ItemSummaryUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol ItemSummaryUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class ItemSummaryUnit {
    init() {}
}

// MARK: - ItemSummaryUnitInput

extension ItemSummaryUnit: ItemSummaryUnitInput {}

// MARK: - ItemSummaryUnitOutput

extension ItemSummaryUnit: ItemSummaryUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum ItemSummaryUnitFactory {
    @MainActor
    static func produce() -> ItemSummaryUnitInput & ItemSummaryUnitOutput {
        ItemSummaryUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func itemSummary() -> ItemSummaryUnitInput & ItemSummaryUnitOutput {
        ItemSummaryUnitFactory.produce()
    }
}
