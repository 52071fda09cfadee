import ComposableArchitecture
import SwiftUI

struct NewsDetailsView: View {
    // MARK: - Properties

    let store: StoreOf<NewsDetails>

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Share") {
                store.send(.share)
            }
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear { store.send(.onAppear) }
    }
}

// MARK: - Preview

#Preview {
    NewsDetailsView(store: Store(initialState: NewsDetails.State(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes."))) {
        NewsDetails()
    })
}
