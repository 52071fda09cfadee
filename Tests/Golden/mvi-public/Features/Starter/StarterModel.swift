import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
public protocol StarterModeling {
    var title: String { get }
    var isLoading: Bool { get }
    var starterHeader: StarterHeader.ViewState { get }
    var routerSubject: PassthroughSubject<StarterRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
public final class StarterModel: ObservableObject, StarterModeling {
    // MARK: - Properties

    @Published public private(set) var title: String
    @Published public private(set) var isLoading: Bool
    public let routerSubject = PassthroughSubject<StarterRouter.ScreenType, Never>()
    /// What the screen opened with, for `update(state: .initial)`.
    private let input: Starter.Input

    // MARK: - Lifecycle

    init(input: Starter.Input) {
        self.input = input
        title = input.title
        isLoading = false
    }

    // MARK: - States

    /// The states of the screen: `update(state:)` sets every field a state decides in one
    /// place, so a change of state forgets none (seed 001). Add a case for each state.
    public enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
    }

    public func update(state: StateType) {
        switch state {
        case .initial:
            title = input.title
            isLoading = false
        }
    }

    // MARK: - Custom Elements

    public var starterHeader: StarterHeader.ViewState {
        .init(
            title: title
        )
    }
}
