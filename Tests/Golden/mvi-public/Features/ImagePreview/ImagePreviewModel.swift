import Combine
import SwiftUI
import UIKit

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
public protocol ImagePreviewModeling {
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
public final class ImagePreviewModel: ObservableObject, ImagePreviewModeling {
    // MARK: - Properties

    @Published public var imageURL: URL?
    @Published public var image: UIImage?
    @Published public var isLoading: Bool
    @Published public var errorMessage: String?
    public let routerSubject = PassthroughSubject<ImagePreviewRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: ImagePreview.Input) {
        imageURL = input.imageURL
        image = nil
        isLoading = true
        errorMessage = nil
    }

    // MARK: - Custom Elements

    public var imageCard: ImageCard.ViewState {
        .init(
            image: image
        )
    }

    public var loadingOverlay: LoadingOverlay.ViewState {
        .init(
            isLoading: isLoading,
            errorMessage: errorMessage
        )
    }
}
