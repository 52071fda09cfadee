import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol ItemCartUnitInput: AnyObject {
    func addItem(_ value: Item)
    func removeItem(_ value: Item)
    func removeAll()
}

/// What the state holder reads from the business unit: publishers of its business state.
@MainActor
protocol ItemCartUnitOutput: AnyObject {
    var items: AnyPublisher<[Item], Never> { get }
}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class ItemCartUnit {
    // MARK: - Private Properties

    /// What it holds, given by its factory: its commands and publishers work on it.
    private let model: ItemCartModel

    // MARK: - Init

    init(model: ItemCartModel) {
        self.model = model
    }
}

// MARK: - ItemCartUnitInput

extension ItemCartUnit: ItemCartUnitInput {
    func addItem(_ value: Item) {
    }

    func removeItem(_ value: Item) {
    }

    func removeAll() {
    }
}

// MARK: - ItemCartUnitOutput

extension ItemCartUnit: ItemCartUnitOutput {
    var items: AnyPublisher<[Item], Never> {
        Empty().eraseToAnyPublisher()
    }
}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum ItemCartUnitFactory {
    @MainActor
    static func produce() -> ItemCartUnitInput & ItemCartUnitOutput {
        ItemCartUnit(model: .init())
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func itemCart() -> ItemCartUnitInput & ItemCartUnitOutput {
        ItemCartUnitFactory.produce()
    }
}
