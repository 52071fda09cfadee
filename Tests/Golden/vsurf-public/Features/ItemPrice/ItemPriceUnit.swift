import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
public protocol ItemPriceUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
public protocol ItemPriceUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
public final class ItemPriceUnit {
    public init() {}
}

// MARK: - ItemPriceUnitInput

extension ItemPriceUnit: ItemPriceUnitInput {}

// MARK: - ItemPriceUnitOutput

extension ItemPriceUnit: ItemPriceUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
public enum ItemPriceUnitFactory {
    @MainActor
    public static func produce() -> ItemPriceUnitInput & ItemPriceUnitOutput {
        ItemPriceUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    public static func itemPrice() -> ItemPriceUnitInput & ItemPriceUnitOutput {
        ItemPriceUnitFactory.produce()
    }
}
