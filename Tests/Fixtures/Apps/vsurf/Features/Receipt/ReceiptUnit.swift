import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol ReceiptUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol ReceiptUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class ReceiptUnit {
    init() {}
}

// MARK: - ReceiptUnitInput

extension ReceiptUnit: ReceiptUnitInput {}

// MARK: - ReceiptUnitOutput

extension ReceiptUnit: ReceiptUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum ReceiptUnitFactory {
    @MainActor
    static func produce() -> ReceiptUnitInput & ReceiptUnitOutput {
        ReceiptUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func receipt() -> ReceiptUnitInput & ReceiptUnitOutput {
        ReceiptUnitFactory.produce()
    }
}
