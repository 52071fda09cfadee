import SwiftUI
import UIKit

struct ImagePreviewView: View {
    // MARK: - Properties

    @StateObject private var intent: ImagePreviewIntent
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> ImagePreviewIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(input: ImagePreview.Input) -> some View {
        ImagePreviewView(intent: ImagePreviewIntent(input: input))
    }

    // MARK: - Body

    var body: some View {
        VStack {
            imageCard()
            loadingOverlay()
            Button("Delete image") {
                intent.deleteImage()
            }
            Button("Share image") {
                intent.shareImage()
            }
        }
        .overlay(ImagePreviewRouter(screen: intent.model.routerSubject, intent: intent))
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.onAppear()
        }
    }

    // MARK: - Custom Elements

    private func imageCard() -> some View {
        ImageCard(state: intent.model.imageCard) { intent.handleImageCard($0) }
    }

    private func loadingOverlay() -> some View {
        LoadingOverlay(state: intent.model.loadingOverlay)
    }
}

// MARK: - Preview

#Preview {
    ImagePreview.root(input: .init(imageURL: URL(string: "https://example.com/picture.png")!))
}
