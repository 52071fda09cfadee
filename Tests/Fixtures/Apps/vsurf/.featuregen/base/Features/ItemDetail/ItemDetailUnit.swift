import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol ItemDetailUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol ItemDetailUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class ItemDetailUnit {
    init() {}
}

// MARK: - ItemDetailUnitInput

extension ItemDetailUnit: ItemDetailUnitInput {}

// MARK: - ItemDetailUnitOutput

extension ItemDetailUnit: ItemDetailUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum ItemDetailUnitFactory {
    @MainActor
    static func produce() -> ItemDetailUnitInput & ItemDetailUnitOutput {
        ItemDetailUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func itemDetail() -> ItemDetailUnitInput & ItemDetailUnitOutput {
        ItemDetailUnitFactory.produce()
    }
}
