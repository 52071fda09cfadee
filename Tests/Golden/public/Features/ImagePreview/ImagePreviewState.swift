import Combine
import Foundation
import SwiftUI
import UIKit

public final class ImagePreviewState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var imageURL: URL?
    @Published public var image: UIImage?
    @Published public var isLoading: Bool
    @Published public var errorMessage: String?

    // MARK: - Subviews

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

    // MARK: - Lifecycle

    public init(input: ImagePreview.Input?) {
        imageURL = input?.imageURL
        image = nil
        isLoading = true
        errorMessage = nil
    }
}
