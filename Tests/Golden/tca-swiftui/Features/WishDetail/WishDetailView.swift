import ComposableArchitecture
import SwiftUI

struct WishDetailView: View {
    // MARK: - Properties

    let store: StoreOf<WishDetail>

    // MARK: - Body

    var body: some View {
        VStack {
            if store.isSaving {
                ProgressView()
            }
            if let saveError = store.saveError {
                Text(saveError)
                    .foregroundStyle(.red)
            }
            Text(store.owner)
            Button("Grant") {
                store.send(.grantButtonTapped)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    WishDetailView(store: Store(initialState: WishDetail.State(wish: Wishlist.ViewState.Wish(id: UUID(), title: "Tea"), owner: "")) {
        WishDetail()
    })
}
