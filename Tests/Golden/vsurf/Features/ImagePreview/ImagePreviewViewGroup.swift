import SwiftUI
import UIKit

/// Assembles the ImagePreview module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct ImagePreviewViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ImagePreviewViewStateHolder
    @State private var navigationState = ImagePreviewNavigationState()

    // MARK: - Private Properties

    /// The path of the NavigationStack that pushed the module, which its own pushes go on;
    /// nil: the module is the root of its navigation and shows its own NavigationStack.
    private let path: Binding<NavigationPath>?
    /// Where on that path the module's screen is: how many screens are under it.
    private let depth: Int

    // MARK: - Init

    init(imageURL: URL, path: Binding<NavigationPath>? = nil, depth: Int = 0) {
        self.path = path
        self.depth = depth
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: ImagePreviewViewStateHolder(imageURL: imageURL, imagePreviewUnit: VSURFServices.Units.imagePreview()))
    }

    // MARK: - Body

    var body: some View {
        Group {
            if path == nil {
                NavigationStack(path: $navigationState.path) {
                    screenView
                }
            } else {
                screenView
            }
        }
        .sheet(item: $navigationState.presented) { presented in
            screen(for: presented) { navigationState.presented = nil }
        }
        .alert(alertContent.title, isPresented: $navigationState.isAlertShown, actions: alertActions, message: { alertContent.message })
        .confirmationDialog(confirmationDialogContent.title, isPresented: $navigationState.isConfirmationDialogShown, titleVisibility: .visible, actions: confirmationDialogActions, message: { confirmationDialogContent.message })
    }

    // MARK: - Navigation

    /// The navigation state the view changes: its pushes go on the stack that shows it, its own
    /// or, pushed, its opener's.
    private var navigation: Binding<ImagePreviewNavigationState> {
        $navigationState.pushing(on: path, at: depth)
    }

    /// The view with the screens it pushes, which SwiftUI finds on whichever stack shows it.
    private var screenView: some View {
        ImagePreviewView(state: $stateHolder.state, navigationState: navigation, output: stateHolder)
            .navigationDestination(for: VSURFScreen<ImagePreviewNavigationState.Destination>.self) { pushed in
                screen(for: pushed) { navigation.wrappedValue.pop(to: pushed.depth) }
            }
    }

    // MARK: - Destinations

    /// The module for a screen pushed or presented, with how it closes: a pop for a pushed one,
    /// the end of the sheet for a presented one.
    @ViewBuilder
    private func screen(
        for shown: VSURFScreen<ImagePreviewNavigationState.Destination>, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch shown.destination {
        case let .descriptionImage(image):
            DescriptionImageViewGroup(image: image, dismiss: dismiss)
        }
    }

    // MARK: - Alerts

    /// The title and message of the alert the navigation state shows.
    private var alertContent: (title: Text, message: Text?) {
        switch navigationState.alert {
        case let .alert(title, message)?:
            return (Text(title), Text(message))
        case .deleteImage?:
            return (Text("Delete the picture?"), Text("It is loaded again the next time the screen opens."))
        case nil:
            return (Text(""), nil)
        }
    }

    /// The buttons of the alert the navigation state shows, in order, each sending its
    /// action to the state holder; an alert without buttons has the system's OK button.
    @ViewBuilder
    private func alertActions() -> some View {
        switch navigationState.alert {
        case .deleteImage?:
            Button("Delete", role: .destructive) { stateHolder.confirmDeletion() }
            Button("Cancel", role: .cancel) {}
        default:
            EmptyView()
        }
    }

    // MARK: - Confirmation Dialogs

    /// The title and message of the confirmation dialog the navigation state shows.
    private var confirmationDialogContent: (title: Text, message: Text?) {
        switch navigationState.confirmationDialog {
        case .shareImage?:
            return (Text("Share the picture"), nil)
        case nil:
            return (Text(""), nil)
        }
    }

    /// The buttons of the confirmation dialog the navigation state shows, in order, each sending its
    /// action to the state holder; a dialog without buttons has the system's Cancel button.
    @ViewBuilder
    private func confirmationDialogActions() -> some View {
        switch navigationState.confirmationDialog {
        case .shareImage?:
            Button("Messages") { stateHolder.shareByMessage() }
            Button("Mail") { stateHolder.shareByMail() }
            Button("Cancel", role: .cancel) {}
        default:
            EmptyView()
        }
    }
}

// MARK: - Preview

#Preview {
    ImagePreviewViewGroup(imageURL: URL(string: "https://example.com/picture.png")!)
}
