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

    // MARK: - Lifecycle

    init(input: ImagePreview.Input) {
        imageURL = input.imageURL
        image = nil
        isLoading = true
        errorMessage = nil
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
