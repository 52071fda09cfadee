import SwiftUI
import UIKit

// MARK: - Output

/// What ImagePreviewView asks of its state holder.
@MainActor
public protocol ImagePreviewViewOutput: AnyObject {
    func onAppear()
    func onTapImage()
    func didLoadImage(_ value: UIImage)
    func didFailLoading(message: String)
    func deleteImage()
    func shareImage()
    func confirmDeletion()
    func shareByMessage()
    func shareByMail()
    func handleImageCard(_ action: ImageCard.Action)
}

// MARK: - View

public struct ImagePreviewView: View {
    // MARK: - Nested Types

    public struct ViewState: Equatable {
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

        // MARK: - Init

        public init(imageURL: URL) {
            self.imageURL = imageURL
            self.image = nil
            self.isLoading = true
            self.errorMessage = nil
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: ImagePreviewNavigationState
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Weak Reference

    @WeakReference private var output: ImagePreviewViewOutput?

    // MARK: - Init

    public init(state: Binding<ViewState>, navigationState: Binding<ImagePreviewNavigationState>, output: ImagePreviewViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            imageCard
            loadingOverlay
            Button("Delete image") {
                deleteImage()
            }
            Button("Share image") {
                shareImage()
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            output?.onAppear()
        }
    }

    // MARK: - Subviews

    private var imageCard: some View {
        ImageCard(state: state.imageCard) { output?.handleImageCard($0) }
    }

    private var loadingOverlay: some View {
        LoadingOverlay(state: state.loadingOverlay)
    }

    // MARK: - Navigation

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func deleteImage() {
        output?.deleteImage()
        navigationState.show(alert: .deleteImage)
    }

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func shareImage() {
        output?.shareImage()
        navigationState.show(confirmationDialog: .shareImage)
    }

    /// Navigates: call it from the control that opens it.
    func alert(title: String, message: String) {
        navigationState.show(alert: .alert(title: title, message: message))
    }

    /// Navigates: call it from the control that opens it.
    func descriptionImage(image: UIImage) {
        navigationState.present(destination: .descriptionImage(image: image))
    }
}
