import Foundation
import UIKit

@MainActor
final class ImagePreviewReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
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

        init(imageURL: URL) {
            self.imageURL = imageURL
            self.image = nil
            self.isLoading = true
            self.errorMessage = nil
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case onAppear
        case onTapImage
        case didLoadImage(UIImage)
        case didFailLoading(message: String)
        case deleteImage
        case shareImage
        case onImageCardAction(ImageCard.Action)
    }

    // MARK: - Output

    enum Output: Sendable {
        case alert(title: String, message: String)
        case descriptionImage(image: UIImage)
        case deleteImage
        case shareImage
    }

    // MARK: - Lifecycle

    init() {}

    // MARK: - Reduce

    func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .onAppear:
            return .none
        case .onTapImage:
            return .none
        case .didLoadImage:
            return .none
        case .didFailLoading:
            return .none
        case .deleteImage:
            return .output(.deleteImage)
        case .shareImage:
            return .output(.shareImage)
        case .onImageCardAction:
            return .none
        }
    }
}
