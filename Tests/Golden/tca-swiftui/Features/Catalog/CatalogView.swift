import ComposableArchitecture
import SwiftUI

struct CatalogView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<Catalog>

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $store.scope(\.path, action: \.path)) {
            root
        } destination: { store in
            switch store.case {
            case let .openCart(store):
                CartView(store: store)
            }
        }
    }

    // MARK: - Root

    private var root: some View {
        VStack {
            catalogItemList
            cartButton
            NavigationLink("Open cart", state: Catalog.Path.State.openCart(Cart.State()))
        }
        .onAppear {
            store.send(.onAppear)
        }
    }

    // MARK: - Subviews

    private var catalogItemList: some View {
        CatalogItemListView(store: store.scope(\.catalogItemList, action: \.catalogItemList))
    }

    private var cartButton: some View {
        CartButtonView(store: store.scope(\.cartButton, action: \.cartButton))
    }
}

// MARK: - Preview

#Preview {
    CatalogView(store: Store(initialState: Catalog.State()) {
        Catalog()
    })
}
