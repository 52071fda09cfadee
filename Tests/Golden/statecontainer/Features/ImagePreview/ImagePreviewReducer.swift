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
        /// The alert on screen, nil when none; closing it sends `.alertDismissed`.
        var alert: Alert?
        /// The confirmation dialog on screen, nil when none; closing it sends `.confirmationDialogDismissed`.
        var confirmationDialog: ConfirmationDialog?

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
        case confirmDeletion
        case shareByMessage
        case shareByMail
        case onImageCardAction(ImageCard.Action)
        case alertDismissed
        case confirmationDialogDismissed
    }

    // MARK: - Output

    enum Output: Sendable {
        case descriptionImage(image: UIImage)
    }

    // MARK: - Alert

    /// The alerts the screen shows, with their values.
    nonisolated enum Alert: Equatable, Sendable {
        case alert(title: String, message: String)
        case deleteImage
    }

    // MARK: - ConfirmationDialog

    /// The confirmation dialogs the screen shows, with their values.
    nonisolated enum ConfirmationDialog: Equatable, Sendable {
        case shareImage
    }

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
