import ComposableArchitecture
import SwiftUI
import UIKit

struct DescriptionImageView: View {
    // MARK: - Properties

    let store: StoreOf<DescriptionImage>

    // MARK: - Body

    var body: some View {
        Text("DescriptionImage")
        .onAppear { store.send(.onAppear) }
    }
}

// MARK: - Preview

#Preview {
    DescriptionImageView(store: Store(initialState: DescriptionImage.State(image: UIImage())) {
        DescriptionImage()
    })
}
