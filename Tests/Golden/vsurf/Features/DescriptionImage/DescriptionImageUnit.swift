import Combine
import Foundation
import UIKit

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol DescriptionImageUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol DescriptionImageUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class DescriptionImageUnit {
    init() {}
}

// MARK: - DescriptionImageUnitInput

extension DescriptionImageUnit: DescriptionImageUnitInput {}

// MARK: - DescriptionImageUnitOutput

extension DescriptionImageUnit: DescriptionImageUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum DescriptionImageUnitFactory {
    @MainActor
    static func produce() -> DescriptionImageUnitInput & DescriptionImageUnitOutput {
        DescriptionImageUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func descriptionImage() -> DescriptionImageUnitInput & DescriptionImageUnitOutput {
        DescriptionImageUnitFactory.produce()
    }
}
