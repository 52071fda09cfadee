import Combine
import Foundation

// MARK: - Unit Protocols

/// What the state holder reads from the business unit: publishers of its business state.
@MainActor
protocol StockUnitOutput: AnyObject {
    var count: AnyPublisher<Int, Never> { get }
}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class StockUnit {
    // MARK: - Private Properties

    /// What its publishers send: commands change the values.
    private let countSubject = CurrentValueSubject<Int, Never>(0)

    // MARK: - Init

    init() {}
}

// MARK: - StockUnitOutput

extension StockUnit: StockUnitOutput {
    var count: AnyPublisher<Int, Never> {
        countSubject.eraseToAnyPublisher()
    }
}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum StockUnitFactory {
    @MainActor
    static func produce() -> StockUnitOutput {
        StockUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func stock() -> StockUnitOutput {
        StockUnitFactory.produce()
    }
}
