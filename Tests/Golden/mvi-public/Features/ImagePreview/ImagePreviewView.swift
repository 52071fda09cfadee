import SwiftUI
import UIKit

public struct ImagePreviewView: View {
    // MARK: - Properties

    @ObservedObject private var intent: ImagePreviewIntent

    // MARK: - Lifecycle

    init(intent: ImagePreviewIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: ImagePreview.Input, output: ImagePreview.Output? = nil) -> some View {
        let intent = ImagePreviewIntent(input: input, output: output)
        return ImagePreviewView(intent: intent)
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            imageCard()
            loadingOverlay()
        }
        .overlay(ImagePreviewRouter(screen: intent.model.routerSubject))
        .onAppear { intent.onAppear() }
    }

    // MARK: - Custom Elements

    private func imageCard() -> some View {
        ImageCard(state: intent.model.imageCard) { intent.handleImageCard($0) }
    }

    private func loadingOverlay() -> some View {
        LoadingOverlay(state: intent.model.loadingOverlay)
    }
}
