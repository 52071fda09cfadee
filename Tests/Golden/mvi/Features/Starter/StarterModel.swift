import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol StarterModeling {
    var title: String { get }
    var isLoading: Bool { get }
    var starterHeader: StarterHeader.ViewState { get }
    var routerSubject: PassthroughSubject<StarterRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class StarterModel: ObservableObject, StarterModeling {
    // MARK: - Properties

    @Published private(set) var title: String
    @Published private(set) var isLoading: Bool
    let routerSubject = PassthroughSubject<StarterRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: Starter.Input) {
        title = input.title
        isLoading = false
    }

    // MARK: - Custom Elements

    var starterHeader: StarterHeader.ViewState {
        .init(
            title: title
        )
    }
}
