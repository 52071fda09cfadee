import Combine
import SwiftUI
import UIKit

/// Turns the unit's business state into ImagePreviewView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ImagePreviewViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let imagePreviewUnit: ImagePreviewUnitInput & ImagePreviewUnitOutput

    // MARK: - Published

    @Published var state: ImagePreviewView.ViewState

    // MARK: - Init

    init(imageURL: URL, imagePreviewUnit: ImagePreviewUnitInput & ImagePreviewUnitOutput) {
        self.state = .init(imageURL: imageURL)
        self.imagePreviewUnit = imagePreviewUnit
        subscribe()
    }
}

// MARK: - ImagePreviewViewOutput

extension ImagePreviewViewStateHolder: ImagePreviewViewOutput {
    func onAppear() {
    }

    func onTapImage() {
    }

    func didLoadImage(_ value: UIImage) {
    }

    func didFailLoading(message: String) {
    }

    func deleteImage() {
    }

    func shareImage() {
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

// MARK: - Private Methods

extension ImagePreviewViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
