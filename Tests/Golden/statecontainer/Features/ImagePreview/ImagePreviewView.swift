import SwiftUI
import UIKit

struct ImagePreviewView: View {
    // MARK: - Properties

    @StateObject private var store: ImagePreviewReducer.ViewStore
    private let output: ((ImagePreviewReducer.Output) -> Void)?

    // MARK: - Lifecycle

    init(imageURL: URL, output: ((ImagePreviewReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: ImagePreviewReducer.ViewStore(state: .init(imageURL: imageURL), reducer: ImagePreviewReducer()))
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            imageCard
            loadingOverlay
        }
        .onAppear { store.send(.onAppear) }
        .onReceive(store.outputPublisher) { output?($0) }
    }

    // MARK: - Subviews

    private var imageCard: some View {
        ImageCard(state: store.imageCard) { store.send(.onImageCardAction($0)) }
    }

    private var loadingOverlay: some View {
        LoadingOverlay(state: store.loadingOverlay)
    }
}
