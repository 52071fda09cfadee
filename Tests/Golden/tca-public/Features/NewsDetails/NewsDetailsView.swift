import ComposableArchitecture
import SwiftUI

public struct NewsDetailsView: View {
    // MARK: - Properties

    public let store: StoreOf<NewsDetails>

    // MARK: - Lifecycle

    public init(store: StoreOf<NewsDetails>) {
        self.store = store
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            if store.isLoadingMore {
                ProgressView()
            }
            if let moreError = store.moreError {
                Text(moreError)
                    .foregroundStyle(.red)
            }
            Button("Share") {
                store.send(.share)
            }
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear {
            store.send(.onAppear)
        }
        .onDisappear {
            store.send(.onDisappear)
        }
    }
}

// MARK: - Preview

#Preview {
    NewsDetailsView(store: Store(initialState: NewsDetails.State(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes."))) {
        NewsDetails()
    })
}
