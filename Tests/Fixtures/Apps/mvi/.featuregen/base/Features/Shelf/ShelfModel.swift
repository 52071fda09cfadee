import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol ShelfModeling {
    var titles: [String] { get }
    var thumbnail: Shelf.Thumbnail.ViewState { get }
    var routerSubject: PassthroughSubject<ShelfRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class ShelfModel: ObservableObject, ShelfModeling {
    // MARK: - Properties

    @Published private(set) var titles: [String]
    let routerSubject = PassthroughSubject<ShelfRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: Shelf.Input) {
        titles = []
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
            titles = []
        }
    }

    // MARK: - Custom Elements

    var thumbnail: Shelf.Thumbnail.ViewState {
        .init(
            titles: titles
        )
    }
}
