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
    /// What the screen opened with, for `update(state: .initial)`.
    private let input: Shelf.Input

    // MARK: - Lifecycle

    init(input: Shelf.Input) {
        self.input = input
        product = input.product
    }

    // MARK: - States

    /// The states of the screen: `update(state:)` sets every field a state decides in one
    /// place, so a change of state forgets none (seed 001). Add a case for each state.
    enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
    }

    func update(state: StateType) {
        switch state {
        case .initial:
            product = input.product
        }
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
