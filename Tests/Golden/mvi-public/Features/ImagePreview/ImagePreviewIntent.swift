import Combine
import SwiftUI
import UIKit

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class ImagePreviewIntent: ObservableObject {
    // MARK: - Properties

    public let model: ImagePreviewModeling
    /// The same model, which the intent changes; the view reads it only as `ImagePreviewModeling`.
    private let writableModel: ImagePreviewModel
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    public init(input: ImagePreview.Input) {
        let model = ImagePreviewModel(input: input)
        self.model = model
        writableModel = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension ImagePreviewIntent {
    public func onAppear() {
    }

    public func onTapImage() {
    }

    public func didLoadImage(_ value: UIImage) {
    }

    public func didFailLoading(message: String) {
    }

    public func deleteImage() {
        writableModel.routerSubject.send(.deleteImage)
    }

    public func shareImage() {
        writableModel.routerSubject.send(.shareImage)
    }

    public func confirmDeletion() {
    }

    public func shareByMessage() {
    }

    public func shareByMail() {
    }

    public func handleImageCard(_ action: ImageCard.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}
