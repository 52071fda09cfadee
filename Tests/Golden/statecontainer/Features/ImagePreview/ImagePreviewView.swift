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
    ///   - navigator: The navigation stack the screen is on: its push routes go there, and its
    ///     `dismiss` pops it. Without one, SwiftUI's dismiss closes the screen.
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
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
        .onReceive(store.outputPublisher) { handle($0) }
        .navigationDestination(for: StateContainer.Screen<Destination>.self) { pushed in
            screen(for: pushed.destination, navigator: navigator)
        }
        .sheet(item: $presented) { item in
            StateContainer.NavigationContainer(dismiss: { presented = nil }) { navigator in
                screen(for: item.destination, navigator: navigator)
            }
        }
    }

    // MARK: - Subviews

    private var imageCard: some View {
        ImageCard(state: store.imageCard) { store.send(.onImageCardAction($0)) }
    }

    private var loadingOverlay: some View {
        LoadingOverlay(state: store.loadingOverlay)
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: ImagePreviewReducer.Output) {
        switch output {
        case .alert:
            self.output?(output)
        case let .descriptionImage(image):
            presented = StateContainer.Screen(Destination.descriptionImage(image: image))
        case .deleteImage:
            self.output?(output)
        case .shareImage:
            self.output?(output)
        }
    }

    // MARK: - Destinations

    /// The screen for a destination: pushed on `navigator`, or the root of a presented stack.
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
    ImagePreviewView(imageURL: URL(string: "https://example.com/picture.png")!)
}
