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

    // MARK: - Lifecycle

    init(input: Gallery.Input) {
        albumId = input.albumId
        photos = []
    }
}

// MARK: - Nested Types

extension GalleryModel {
    struct Photo: Equatable, Sendable {
        var id: Int
        var caption: String
    }
}
