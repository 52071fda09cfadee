import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol GalleryModeling {
    var albumId: String { get }
    var photos: [Gallery.ViewState.Photo] { get }
    var routerSubject: PassthroughSubject<GalleryRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class GalleryModel: ObservableObject, GalleryModeling {
    // MARK: - Properties

    @Published private(set) var albumId: String
    @Published private(set) var photos: [Photo]
    let routerSubject = PassthroughSubject<GalleryRouter.ScreenType, Never>()
    /// What the screen opened with, for `update(state: .initial)`.
    private let input: Gallery.Input

    // MARK: - Lifecycle

    init(input: Gallery.Input) {
        self.input = input
        albumId = input.albumId
        photos = []
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
            albumId = input.albumId
            photos = []
        }
    }
}

// MARK: - Nested Types

extension GalleryModel {
    struct Photo: Equatable, Sendable {
        var id: Int
        var caption: String
    }
}
