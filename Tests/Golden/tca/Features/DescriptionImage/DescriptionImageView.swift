import ComposableArchitecture
import SwiftUI
import UIKit

struct DescriptionImageView: View {
    // MARK: - Properties

    let store: StoreOf<DescriptionImage>

    // MARK: - Body

    var body: some View {
        VStack {
            Text(store.description)
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear {
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
