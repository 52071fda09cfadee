import Foundation
import UIKit

@MainActor
public final class ImagePreviewReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public var imageURL: URL?
        public var image: UIImage?
        public var isLoading: Bool
        public var errorMessage: String?

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

        public init(imageURL: URL) {
            self.imageURL = imageURL
            self.image = nil
            self.isLoading = true
            self.errorMessage = nil
        }
    }

    // MARK: - Input

    public enum Input: Sendable {
        case onAppear
        case onTapImage
        case didLoadImage(UIImage)
        case didFailLoading(message: String)
        case deleteImage
        case shareImage
        case onImageCardAction(ImageCard.Action)
    }

    // MARK: - Output

    public enum Output: Sendable {
        case alert(title: String, message: String)
        case descriptionImage(image: UIImage)
        case deleteImage
        case shareImage
    }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Reduce

    public func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
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
