import Combine
import SwiftUI
import UIKit

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class ImagePreviewIntent: ObservableObject {
    // MARK: - Properties

    let model: ImagePreviewModeling
    /// The same model, which the intent changes; the view reads it only as `ImagePreviewModeling`.
    private let writableModel: ImagePreviewModel
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(input: ImagePreview.Input) {
        let model = ImagePreviewModel(input: input)
        self.model = model
        writableModel = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension ImagePreviewIntent {
    func onAppear() {
    }

    func onTapImage() {
    }

    func didLoadImage(_ value: UIImage) {
    }

    func didFailLoading(message: String) {
    }

    func deleteImage() {
        writableModel.routerSubject.send(.deleteImage)
    }

    func shareImage() {
        writableModel.routerSubject.send(.shareImage)
    }

    func confirmDeletion() {
    }

    func shareByMessage() {
    }

    func shareByMail() {
    }

    func handleImageCard(_ action: ImageCard.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}
