import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class StallIntent: ObservableObject {
    // MARK: - Properties

    let model: StallModeling
    /// The model the intent changes; the view sees it only as `StallModeling`.
    private var writableModel: StallModel! { model as? StallModel }
    private let output: Stall.Output?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(input: Stall.Input, output: Stall.Output? = nil) {
        let model = StallModel(input: input)
        self.model = model
        self.output = output
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension StallIntent {
    func handleThumbnail(_ action: Stall.Thumbnail.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}
