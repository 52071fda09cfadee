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
        /// The alert on screen, nil when none; closing it sends `.alertDismissed`.
        public var alert: Alert?
        /// The confirmation dialog on screen, nil when none; closing it sends `.confirmationDialogDismissed`.
        public var confirmationDialog: ConfirmationDialog?

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
        case confirmDeletion
        case shareByMessage
        case shareByMail
        case onImageCardAction(ImageCard.Action)
        case alertDismissed
        case confirmationDialogDismissed
    }

    // MARK: - Output

    public enum Output: Sendable {
        case descriptionImage(image: UIImage)
    }

    // MARK: - Alert

    /// The alerts the screen shows, with their values.
    public nonisolated enum Alert: Equatable, Sendable {
        case alert(title: String, message: String)
        case deleteImage
    }

    // MARK: - ConfirmationDialog

    /// The confirmation dialogs the screen shows, with their values.
    public nonisolated enum ConfirmationDialog: Equatable, Sendable {
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
            state.alert = .deleteImage
            return .none
        case .shareImage:
            state.confirmationDialog = .shareImage
            return .none
        case .confirmDeletion:
            return .none
        case .shareByMessage:
            return .none
        case .shareByMail:
            return .none
        case .onImageCardAction:
            return .none
        case .alertDismissed:
            state.alert = nil
            return .none
        case .confirmationDialogDismissed:
            state.confirmationDialog = nil
            return .none
        }
    }
}
