import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
public protocol StarterUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
public protocol StarterUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
public final class StarterUnit {
    public init() {}
}

// MARK: - StarterUnitInput

extension StarterUnit: StarterUnitInput {}

// MARK: - StarterUnitOutput

extension StarterUnit: StarterUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
public enum StarterUnitFactory {
    @MainActor
    public static func produce() -> StarterUnitInput & StarterUnitOutput {
        StarterUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    public static func starter() -> StarterUnitInput & StarterUnitOutput {
        StarterUnitFactory.produce()
    }
}
