import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol ItemPriceUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol ItemPriceUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class ItemPriceUnit {
    init() {}
}

// MARK: - ItemPriceUnitInput

extension ItemPriceUnit: ItemPriceUnitInput {}

// MARK: - ItemPriceUnitOutput

extension ItemPriceUnit: ItemPriceUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum ItemPriceUnitFactory {
    @MainActor
    static func produce() -> ItemPriceUnitInput & ItemPriceUnitOutput {
        ItemPriceUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func itemPrice() -> ItemPriceUnitInput & ItemPriceUnitOutput {
        ItemPriceUnitFactory.produce()
    }
}
