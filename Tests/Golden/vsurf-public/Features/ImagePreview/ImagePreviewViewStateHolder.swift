import Combine
import SwiftUI
import UIKit

/// Turns the unit's business state into ImagePreviewView's state, and passes the view's
/// commands to the unit.
@MainActor
public final class ImagePreviewViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let imagePreviewUnit: ImagePreviewUnitInput & ImagePreviewUnitOutput

    // MARK: - Published

    @Published public var state: ImagePreviewView.ViewState

    // MARK: - Init

    public init(imageURL: URL, imagePreviewUnit: ImagePreviewUnitInput & ImagePreviewUnitOutput) {
        self.state = .init(imageURL: imageURL)
        self.imagePreviewUnit = imagePreviewUnit
        subscribe()
    }
}

// MARK: - ImagePreviewViewOutput

extension ImagePreviewViewStateHolder: ImagePreviewViewOutput {
    public func onAppear() {
    }

    public func onTapImage() {
    }

    public func didLoadImage(_ value: UIImage) {
    }

    public func didFailLoading(message: String) {
    }

    public func deleteImage() {
    }

    public func shareImage() {
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

// MARK: - Private Methods

extension ImagePreviewViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
