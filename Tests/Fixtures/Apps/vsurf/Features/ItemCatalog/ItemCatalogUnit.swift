import Combine
import Foundation

// MARK: - Unit Protocols

/// What the state holder reads from the business unit: publishers of its business state.
@MainActor
protocol ItemCatalogUnitOutput: AnyObject {
    var items: AnyPublisher<[Item], Never> { get }
}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class ItemCatalogUnit {
    // MARK: - Private Properties

    /// What it holds, given by its factory: its commands and publishers work on it.
    private let localItems: [Item]

    // MARK: - Init

    init(items: [Item]) {
        self.localItems = items
    }
}

// MARK: - ItemCatalogUnitOutput

extension ItemCatalogUnit: ItemCatalogUnitOutput {
    var items: AnyPublisher<[Item], Never> {
        Just(localItems).eraseToAnyPublisher()
    }
}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum ItemCatalogUnitFactory {
    @MainActor
    static func produce() -> ItemCatalogUnitOutput {
        ItemCatalogUnit(items: (1...3).map { Item(title: "Item \($0)") })
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func itemCatalog() -> ItemCatalogUnitOutput {
        ItemCatalogUnitFactory.produce()
    }
}
