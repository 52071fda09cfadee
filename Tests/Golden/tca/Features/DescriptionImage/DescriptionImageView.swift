import ComposableArchitecture
import SwiftUI
import UIKit

struct DescriptionImageView: View {
    // MARK: - Properties

    let store: StoreOf<DescriptionImage>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Body

    var body: some View {
        VStack {
            Text(store.description)
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
    }
}

// MARK: - Preview

#Preview {
    DescriptionImageView(store: Store(initialState: DescriptionImage.State(image: UIImage())) {
        DescriptionImage()
    })
}
