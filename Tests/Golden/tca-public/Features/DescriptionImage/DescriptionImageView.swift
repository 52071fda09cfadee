import ComposableArchitecture
import SwiftUI
import UIKit

public struct DescriptionImageView: View {
    // MARK: - Properties

    public let store: StoreOf<DescriptionImage>

    // MARK: - Lifecycle

    public init(store: StoreOf<DescriptionImage>) {
        self.store = store
    }

    // MARK: - Body

    public var body: some View {
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
