import SwiftUI
import UIKit

@MainActor
public struct ImagePreviewView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject public var state: ImagePreview.ViewState
    public let reducer: Reducer<ImagePreview.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    public init(state: ImagePreview.ViewState, reducer: Reducer<ImagePreview.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            imageCard
            loadingOverlay
            Button("Delete image") {
                reducer(.deleteImage)
            }
            Button("Share image") {
                reducer(.shareImage)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.onAppear)
        }
    }

    // MARK: - Subviews

    private var imageCard: some View {
        ImageCard(
            state: state.imageCard,
            onAction: { reducer(.onImageCardAction($0)) }
        )
    }

    private var loadingOverlay: some View {
        LoadingOverlay(
            state: state.loadingOverlay
        )
    }
}

// MARK: - Preview

#Preview {
    ImagePreview.preview(input: .init(imageURL: URL(string: "https://example.com/picture.png")!))
}
