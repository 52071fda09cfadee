import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol ShelfModeling {
    var titles: [String] { get }
    var isLoading: Bool { get }
    var failure: String? { get }
    var thumbnail: Shelf.Thumbnail.ViewState { get }
    var routerSubject: PassthroughSubject<ShelfRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class ShelfModel: ObservableObject, ShelfModeling {
    // MARK: - Properties

    @Published private(set) var titles: [String]
    @Published private(set) var isLoading: Bool
    @Published private(set) var failure: String?
    let routerSubject = PassthroughSubject<ShelfRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: Shelf.Input) {
        titles = []
        isLoading = false
        failure = nil
    }

    // MARK: - States

    /// The states of the screen: `update(state:)` sets every field a state decides in one
    /// place, so a change of state forgets none (seed 001). Add a case for each state.
    enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
        case empty
        /// While `fetchTitles` runs.
        case fetchTitlesStarted
        /// `titles` was cancelled: the call reports nothing, so its loading ends here.
        case titlesStopped
        /// What `fetchTitles` returned.
        case fetchTitlesLoaded(titles: [String])
        /// `fetchTitles` failed.
        case fetchTitlesFailed(error: any Error)
    }

    func update(state: StateType) {
        switch state {
        case .initial:
            titles = []
            isLoading = false
            failure = nil

        case .empty:
            // Set every field this state decides.
            break

        case .fetchTitlesStarted:
            isLoading = true
            failure = nil

        case .titlesStopped:
            isLoading = false

        case let .fetchTitlesLoaded(titles):
            isLoading = false
            self.titles = titles

        case let .fetchTitlesFailed(error):
            isLoading = false
            failure = error.localizedDescription
        }
    }

    // MARK: - Custom Elements

    var thumbnail: Shelf.Thumbnail.ViewState {
        .init(
            titles: titles
        )
    }
}
