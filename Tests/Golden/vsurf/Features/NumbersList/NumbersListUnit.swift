import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol NumbersListUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol NumbersListUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class NumbersListUnit {
    init() {}
}

// MARK: - NumbersListUnitInput

extension NumbersListUnit: NumbersListUnitInput {}

// MARK: - NumbersListUnitOutput

extension NumbersListUnit: NumbersListUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum NumbersListUnitFactory {
    @MainActor
    static func produce() -> NumbersListUnitInput & NumbersListUnitOutput {
        NumbersListUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func numbersList() -> NumbersListUnitInput & NumbersListUnitOutput {
        NumbersListUnitFactory.produce()
    }
}
