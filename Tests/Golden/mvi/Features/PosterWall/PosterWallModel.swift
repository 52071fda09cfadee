import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
protocol PosterWallModeling {
    var title: String { get }
    var count: Int { get }
    var thumbnail: PosterWall.Thumbnail.ViewState { get }
    var wallHeader: PosterWall.WallHeader.ViewState { get }
}

// MARK: - Model

@MainActor
final class PosterWallModel: ObservableObject, PosterWallModeling {
    // MARK: - Properties

    @Published var title: String
    @Published var count: Int

    // MARK: - Lifecycle

    init(input: PosterWall.Input) {
        title = ""
        count = 0
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
            title = ""
            count = 0
        }
    }

    // MARK: - Custom Elements

    var thumbnail: PosterWall.Thumbnail.ViewState {
        .init(
            title: title
        )
    }

    var wallHeader: PosterWall.WallHeader.ViewState {
        .init(
            total: count
        )
    }
}
