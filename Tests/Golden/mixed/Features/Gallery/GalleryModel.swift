import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
protocol GalleryModeling {
    var albumId: String { get }
    var routerSubject: PassthroughSubject<GalleryRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class GalleryModel: ObservableObject, GalleryModeling {
    // MARK: - Properties

    @Published var albumId: String
    let routerSubject = PassthroughSubject<GalleryRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: Gallery.Input) {
        albumId = input.albumId
    }
}
