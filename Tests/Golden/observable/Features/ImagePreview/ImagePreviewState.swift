import Foundation
import Observation
import SwiftUI
import UIKit

@Observable
final class ImagePreviewState: ViewStateProtocol {
    // MARK: - Properties

    var imageURL: URL?
    var image: UIImage?
    var isLoading: Bool
    var errorMessage: String?

    // MARK: - Subviews

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

    // MARK: - Lifecycle

    init(input: ImagePreview.Input?) {
        imageURL = input?.imageURL
        image = nil
        isLoading = true
        errorMessage = nil
    }
}
