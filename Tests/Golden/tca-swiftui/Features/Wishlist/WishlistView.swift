import ComposableArchitecture
import SwiftUI

struct WishlistView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<Wishlist>

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $store.scope(\.path, action: \.path)) {
            root
        } destination: { store in
            switch store.case {
            case let .wish(store):
                WishDetailView(store: store)
            case let .note(store):
                GiftNoteView(store: store)
            }
        }
    }

    // MARK: - Root

    private var root: some View {
        VStack {
            Text(store.owner)
            List(store.wishes, id: \.id) { item in
                NavigationLink(state: Wishlist.Path.State.wish(WishDetail.State(wish: item, owner: store.owner))) {
                    Text(item.title)
                }
            }
            NavigationLink("Note", state: Wishlist.Path.State.note(GiftNote.State()))
        }
    }
}

// MARK: - Preview

#Preview {
    WishlistView(store: Store(initialState: Wishlist.State()) {
        Wishlist()
    })
}
