import Combine
import SwiftUI
import UIKit

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol ImagePreviewModeling {
    var imageURL: URL? { get }
    var image: UIImage? { get }
    var isLoading: Bool { get }
    var errorMessage: String? { get }
    var imageCard: ImageCard.ViewState { get }
    var loadingOverlay: LoadingOverlay.ViewState { get }
    var routerSubject: PassthroughSubject<ImagePreviewRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class ImagePreviewModel: ObservableObject, ImagePreviewModeling {
    // MARK: - Properties

    @Published private(set) var imageURL: URL?
    @Published private(set) var image: UIImage?
    @Published private(set) var isLoading: Bool
    @Published private(set) var errorMessage: String?
    let routerSubject = PassthroughSubject<ImagePreviewRouter.ScreenType, Never>()
    /// What the screen opened with, for `update(state: .initial)`.
    private let input: ImagePreview.Input

    // MARK: - Lifecycle

    init(input: ImagePreview.Input) {
        self.input = input
        imageURL = input.imageURL
        image = nil
        isLoading = true
        errorMessage = nil
    }

    // MARK: - States

    /// The states of the screen: `update(state:)` sets every field a state decides in one
    /// place, so a change of state forgets none (seed 001). Add a case for each state.
    enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
    }

    func update(state: StateType) {
        switch state {
        case .initial:
            imageURL = input.imageURL
            image = nil
            isLoading = true
            errorMessage = nil
        }
    }

    // MARK: - Custom Elements

    var imageCard: ImageCard.ViewState {
        .init(
            image: image
        )
    }

    var loadingOverlay: LoadingOverlay.ViewState {
        .init(
            isLoading: isLoading,
            errorMessage: errorMessage
        )
    }
}
