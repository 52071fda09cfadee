import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
protocol PosterShopModeling {
    var shelf: String { get }
    var price: Double { get }
    var thumbnail: PosterShop.Thumbnail.ViewState { get }
}

// MARK: - Model

@MainActor
final class PosterShopModel: ObservableObject, PosterShopModeling {
    // MARK: - Properties

    @Published var shelf: String
    @Published var price: Double
    /// What the screen opened with, for `update(state: .initial)`.
    private let input: PosterShop.Input

    // MARK: - Lifecycle

    init(shelf: String) {
        self.input = PosterShop.Input(shelf: shelf)
        self.shelf = shelf
        self.price = 0
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
            shelf = input.shelf
            price = 0
        }
    }

    // MARK: - Custom Elements

    var thumbnail: PosterShop.Thumbnail.ViewState {
        .init(
            price: price
        )
    }
}
