import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
public protocol PosterWallModeling {
    var title: String { get }
    var count: Int { get }
    var thumbnail: PosterWall.Thumbnail.ViewState { get }
    var wallHeader: PosterWall.WallHeader.ViewState { get }
}

// MARK: - Model

@MainActor
public final class PosterWallModel: ObservableObject, PosterWallModeling {
    // MARK: - Properties

    @Published public var title: String
    @Published public var count: Int

    // MARK: - Lifecycle

    init(input: PosterWall.Input) {
        title = ""
        count = 0
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
            title = ""
            count = 0
        }
    }

    // MARK: - Custom Elements

    public var thumbnail: PosterWall.Thumbnail.ViewState {
        .init(
            title: title
        )
    }

    public var wallHeader: PosterWall.WallHeader.ViewState {
        .init(
            total: count
        )
    }
}
