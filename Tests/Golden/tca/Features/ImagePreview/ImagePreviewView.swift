import ComposableArchitecture
import SwiftUI
import UIKit

struct ImagePreviewView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<ImagePreview>

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
            store.send(.onAppear)
        }
        .sheet(item: $store.scope(\.$destination, action: \.destination).descriptionImage) { store in
            DescriptionImageView(store: store)
        }
        .alert($store.scope(\.$destination, action: \.destination).alert)
        .confirmationDialog($store.scope(\.$destination, action: \.destination).confirmationDialog)
    }

    // MARK: - Subviews

    private var imageCard: some View {
        ImageCardView(store: store.scope(\.imageCard, action: \.imageCard))
    }

    private var loadingOverlay: some View {
        LoadingOverlayView(state: store.loadingOverlay)
    }
}

// MARK: - Preview

#Preview {
    ImagePreviewView(store: Store(initialState: ImagePreview.State(imageURL: URL(string: "https://example.com/picture.png")!)) {
        ImagePreview()
    })
}
