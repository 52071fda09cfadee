import Combine
import SwiftUI
import UIKit

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class PosterCaptionViewIntent: ObservableObject {
    // MARK: - Properties

    public let model: PosterCaptionViewModeling
    /// The same model, which the intent changes; the view reads it only as `PosterCaptionViewModeling`.
    private let writableModel: PosterCaptionViewModel
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    /// The view sends the output, through its `action`.
    public init(poster: UIImage?) {
        let model = PosterCaptionViewModel(poster: poster)
        self.model = model
        writableModel = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension PosterCaptionViewIntent {
    public func handleCaptionPicture(_ action: CaptionPicture.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}
