import Combine
import SwiftUI
import UIKit

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class PosterIntent: ObservableObject {
    // MARK: - Properties

    let model: PosterModeling
    /// The same model, which the intent changes; the view reads it only as `PosterModeling`.
    private let posterModel: PosterModel
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init() {
        let model = PosterModel()
        self.model = model
        posterModel = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension PosterIntent {
    func onAppear() {
    }

    func onTapPoster() {
        guard let poster = posterModel.poster else {
            posterModel.routerSubject.send(.alert(title: "No poster", message: "The poster has not loaded yet."))
            return
        }
        posterModel.routerSubject.send(.posterCaption(poster: poster))
    }
}

// MARK: - Results

extension PosterIntent {
    /// PosterCaption's `didTapPoster`, from the screen `posterCaption` opened.
    func posterCaptionDidTapPoster() {
        // A tap on the caption's poster loads it again.
        posterModel.update(state: .loading)
    }
}
