import SwiftUI
import UIKit

struct ImagePreviewView: View {
    // MARK: - Nested Types

    /// The screens ImagePreview pushes or presents.
    enum Destination {
        case descriptionImage(image: UIImage)
    }

    // MARK: - Properties

    @StateObject private var store: ImagePreviewReducer.ViewStore
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    @State private var presented: StateContainer.Screen<Destination>?
    private let navigator: StateContainer.Navigator?
    private let output: ((ImagePreviewReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `ImagePreview.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(imageURL: URL, navigator: StateContainer.Navigator? = nil, output: ((ImagePreviewReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: ImagePreviewReducer.ViewStore(state: .init(imageURL: imageURL), reducer: ImagePreviewReducer()))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            imageCard
            loadingOverlay
            Button("Delete image") {
                store.send(.deleteImage)
            }
            Button("Share image") {
                store.send(.shareImage)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
        .onReceive(store.outputPublisher) { handle($0) }
        .sheet(item: $presented) { item in
            StateContainer.NavigationContainer(dismiss: { presented = nil }) { navigator in
                screen(for: item.destination, navigator: navigator)
            }
        }
        .alert(
            alertContent.title, isPresented: isAlertShown,
            actions: alertActions, message: { alertContent.message })
        .confirmationDialog(
            confirmationDialogContent.title, isPresented: isConfirmationDialogShown, titleVisibility: .visible,
            actions: confirmationDialogActions, message: { confirmationDialogContent.message })
    }

    // MARK: - Subviews

    private var imageCard: some View {
        ImageCard(state: store.imageCard) { store.send(.onImageCardAction($0)) }
    }

    private var loadingOverlay: some View {
        LoadingOverlay(state: store.loadingOverlay)
    }

    // MARK: - Alerts

    /// Shows the state's alert; closing it sends `.alertDismissed`.
    private var isAlertShown: Binding<Bool> {
        Binding(get: { store.alert != nil }, set: { if !$0 { store.send(.alertDismissed) } })
    }

    /// The title and message of the alert the state shows.
    private var alertContent: (title: Text, message: Text?) {
        switch store.alert {
        case let .alert(title, message)?:
            return (Text(title), Text(message))
        case .deleteImage?:
            return (Text("Delete the picture?"), Text("It is loaded again the next time the screen opens."))
        case nil:
            return (Text(""), nil)
        }
    }

    /// The buttons of the alert the state shows, in order, each sending its input;
    /// one without buttons has the system's OK button.
    @ViewBuilder
    private func alertActions() -> some View {
        switch store.alert {
        case .deleteImage?:
            Button("Delete", role: .destructive) { store.send(.confirmDeletion) }
            Button("Cancel", role: .cancel) {}
        default:
            EmptyView()
        }
    }

    // MARK: - Confirmation Dialogs

    /// Shows the state's confirmation dialog; closing it sends `.confirmationDialogDismissed`.
    private var isConfirmationDialogShown: Binding<Bool> {
        Binding(get: { store.confirmationDialog != nil }, set: { if !$0 { store.send(.confirmationDialogDismissed) } })
    }

    /// The title and message of the confirmation dialog the state shows.
    private var confirmationDialogContent: (title: Text, message: Text?) {
        switch store.confirmationDialog {
        case .shareImage?:
            return (Text("Share the picture"), nil)
        case nil:
            return (Text(""), nil)
        }
    }

    /// The buttons of the confirmation dialog the state shows, in order, each sending its input;
    /// one without buttons has the system's Cancel button.
    @ViewBuilder
    private func confirmationDialogActions() -> some View {
        switch store.confirmationDialog {
        case .shareImage?:
            Button("Messages") { store.send(.shareByMessage) }
            Button("Mail") { store.send(.shareByMail) }
            Button("Cancel", role: .cancel) {}
        default:
            EmptyView()
        }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: ImagePreviewReducer.Output) {
        switch output {
        case let .descriptionImage(image):
            presented = StateContainer.Screen(Destination.descriptionImage(image: image))
        }
    }

    // MARK: - Destinations

    /// The screen for a destination: the root of a presented stack.
    @ViewBuilder
    private func screen(for destination: Destination, navigator: StateContainer.Navigator?) -> some View {
        switch destination {
        case let .descriptionImage(image):
            DescriptionImageView(image: image, navigator: navigator)
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        ImagePreviewView(imageURL: URL(string: "https://example.com/picture.png")!, navigator: navigator)
    }
}
