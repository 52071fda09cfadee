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

    // MARK: - Lifecycle

    init(input: Starter.Input) {
        title = input.title
        isLoading = false
    }

    // MARK: - Custom Elements

    public var starterHeader: StarterHeader.ViewState {
        .init(
            title: title
        )
    }
}
