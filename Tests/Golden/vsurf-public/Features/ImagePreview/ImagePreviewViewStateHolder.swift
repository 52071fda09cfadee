import Combine
import SwiftUI
import UIKit

/// Turns the unit's business state into ImagePreviewView's state, and passes the view's
/// commands to the unit.
@MainActor
public final class ImagePreviewViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let unit: ImagePreviewUnitInput & ImagePreviewUnitOutput

    // MARK: - Published

    @Published public var state: ImagePreviewView.ViewState

    // MARK: - Init

    public init(unit: ImagePreviewUnitInput & ImagePreviewUnitOutput, state: ImagePreviewView.ViewState) {
        self.unit = unit
        self.state = state
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

    public func handleImageCard(_ action: ImageCard.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}

// MARK: - Private Methods

extension ImagePreviewViewStateHolder {
    /// Subscribes to the unit's output and maps it to the view's state.
    private func subscribe() {
    }
}
