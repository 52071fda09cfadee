import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol ShelfModeling {
    var product: Shelf.ViewState.Product { get }
}

// MARK: - Model

@MainActor
final class ShelfModel: ObservableObject, ShelfModeling {
    // MARK: - Properties

    @Published private(set) var product: Product

    // MARK: - Lifecycle

    init(input: Shelf.Input) {
        product = input.product
    }
}

// MARK: - Nested Types

extension ShelfModel {
    struct Product: Equatable, Sendable {
        var name: String

        var isUnnamed: Bool {
            name.isEmpty
        }
    }
}
