import ComposableArchitecture
import SwiftUI

struct NewsDetailsView: View {
    // MARK: - Properties

    let store: StoreOf<NewsDetails>

    // MARK: - Body

    var body: some View {
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
