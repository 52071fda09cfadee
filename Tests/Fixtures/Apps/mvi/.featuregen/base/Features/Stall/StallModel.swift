import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol StallModeling {
    var price: String { get }
    var thumbnail: Stall.Thumbnail.ViewState { get }
    var routerSubject: PassthroughSubject<StallRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class StallModel: ObservableObject, StallModeling {
    // MARK: - Properties

    @Published private(set) var price: String
    let routerSubject = PassthroughSubject<StallRouter.ScreenType, Never>()
    /// What the screen opened with, for `update(state: .initial)`.
    private let input: Stall.Input

    // MARK: - Lifecycle

    init(price: String) {
        self.input = Stall.Input(price: price)
        self.price = price
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
            price = input.price
        }
    }

    // MARK: - Custom Elements

    var thumbnail: Stall.Thumbnail.ViewState {
        .init(
            price: price
        )
    }
}
