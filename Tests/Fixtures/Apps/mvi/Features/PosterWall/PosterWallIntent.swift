import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class PosterWallIntent: ObservableObject {
    // MARK: - Properties

    let model: PosterWallModeling
    /// The model the intent changes; the view sees it only as `PosterWallModeling`.
    private var writableModel: PosterWallModel! { model as? PosterWallModel }
    private let output: PosterWall.Output?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(input: PosterWall.Input, output: PosterWall.Output? = nil) {
        let model = PosterWallModel(input: input)
        self.model = model
        self.output = output
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension PosterWallIntent {
    func handleThumbnail(_ action: PosterWall.Thumbnail.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}
