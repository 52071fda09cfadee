import Combine
import Foundation
import SwiftUI
import UIKit

final class ImagePreviewState: ViewStateProtocol {
    // MARK: - Properties

    @Published var imageURL: URL?
    @Published var image: UIImage?
    @Published var isLoading: Bool
    @Published var errorMessage: String?

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
