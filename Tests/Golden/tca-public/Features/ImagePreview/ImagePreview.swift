import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
public struct ImagePreview {
    // MARK: - State

    @ObservableState
    public struct State: Equatable, Sendable {
        public var imageURL: URL?
        public var isLoading: Bool
        public var errorMessage: String?
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        public var hasAppeared = false
        @Presents public var destination: Destination.State?

        // MARK: - Children

        public var imageCard: ImageCard.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        public var image: UIImage? {
            get { imageCard.image }
            set { imageCard.image = newValue }
        }

        // MARK: - Subviews

        public var loadingOverlay: LoadingOverlayView.State {
            LoadingOverlayView.State(
                isLoading: isLoading,
                errorMessage: errorMessage
            )
        }

        // MARK: - Lifecycle

        public init(imageURL: URL) {
            self.imageURL = imageURL
            self.isLoading = true
            self.errorMessage = nil
            self.imageCard = ImageCard.State(
                image: nil
            )
        }
    }

    // MARK: - Action

    public enum Action: Sendable {
        case onAppear
        case onTapImage
        case didLoadImage(UIImage)
        case didFailLoading(message: String)
        case deleteImage
        case shareImage
        case imageCard(ImageCard.Action)
        case destination(PresentationAction<Destination.Action>)
    }

    // MARK: - Destination

    @Reducer
    public enum Destination {
        case descriptionImage(DescriptionImage)
        @ReducerCaseIgnored case alert(AlertState<Alert>)
        @ReducerCaseIgnored case confirmationDialog(ConfirmationDialogState<ConfirmationDialog>)

        /// Written out, as TCA asks of a destination that holds an alert or a dialog (1.25): what
        /// each case sends.
        @CasePathable
        public enum Action {
            case descriptionImage(DescriptionImage.Action)
            case alert(Alert)
            case confirmationDialog(ConfirmationDialog)
        }

        /// What the alerts' buttons send.
        public enum Alert: Equatable, Sendable {
            case confirmDeletion
        }

        /// What the confirmation dialogs' buttons send.
        public enum ConfirmationDialog: Equatable, Sendable {
            case shareByMessage
            case shareByMail
        }
    }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Scope(\.imageCard, action: \.imageCard) {
            ImageCard()
        }
        Reduce { state, action in
            switch action {
            case .onAppear:
                guard !state.hasAppeared else { return .none }
                state.hasAppeared = true
                return .none
            case .onTapImage:
                return .none
            case .didLoadImage:
                return .none
            case .didFailLoading:
                return .none
            case .deleteImage:
                state.destination = .alert(.deleteImage)
                return .none
            case .shareImage:
                state.destination = .confirmationDialog(.shareImage)
                return .none
            case .imageCard:
                return .none
            case .destination(.presented(.alert(.confirmDeletion))):
                return .none
            case .destination(.presented(.confirmationDialog(.shareByMessage))):
                return .none
            case .destination(.presented(.confirmationDialog(.shareByMail))):
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension ImagePreview.Destination.State: Equatable {}

/// Public, so not Sendable by inference: the destination's state and actions are, as the
/// feature's are.
extension ImagePreview.Destination.State: Sendable {}
extension ImagePreview.Destination.Action: Sendable {}

// MARK: - Alerts

extension AlertState where Action == ImagePreview.Destination.Alert {
    /// The `alert` route's alert: its title and message, and an OK button that dismisses it.
    public static func alert(title: String, message: String) -> Self {
        Self {
            TextState(title)
        } actions: {
            ButtonState(role: .cancel) {
                TextState("OK")
            }
        } message: {
            TextState(message)
        }
    }

    /// The `deleteImage` route's alert: its title, message and buttons, which send their actions.
    public static let deleteImage = Self {
        TextState("Delete the picture?")
    } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
        }
        ButtonState(role: .cancel) {
            TextState("Cancel")
        }
    } message: {
        TextState("It is loaded again the next time the screen opens.")
    }
}

// MARK: - Confirmation Dialogs

extension ConfirmationDialogState where Action == ImagePreview.Destination.ConfirmationDialog {
    /// The `shareImage` route's confirmation dialog: its title and buttons, which send their actions.
    public static let shareImage = Self(titleVisibility: .visible) {
        TextState("Share the picture")
    } actions: {
        ButtonState(action: .shareByMessage) {
            TextState("Messages")
        }
        ButtonState(action: .shareByMail) {
            TextState("Mail")
        }
        ButtonState(role: .cancel) {
            TextState("Cancel")
        }
    }
}

// MARK: - Building

extension ImagePreview {
    /// What another feature passes to open this one: the spec's input.
    public struct Input {
        public var imageURL: URL

        public init(imageURL: URL) {
            self.imageURL = imageURL
        }
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State(imageURL: input.imageURL)) {
            ImagePreview()
        }
        return UIHostingController(rootView: ImagePreviewView(store: store))
    }
}
