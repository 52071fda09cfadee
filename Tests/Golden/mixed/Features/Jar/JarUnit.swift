import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol JarUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol JarUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class JarUnit {
    init() {}
}

// MARK: - JarUnitInput

extension JarUnit: JarUnitInput {}

// MARK: - JarUnitOutput

extension JarUnit: JarUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum JarUnitFactory {
    @MainActor
    static func produce() -> JarUnitInput & JarUnitOutput {
        JarUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func jar() -> JarUnitInput & JarUnitOutput {
        JarUnitFactory.produce()
    }
}
