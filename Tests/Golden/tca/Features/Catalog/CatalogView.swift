import ComposableArchitecture
import SwiftUI

struct CatalogView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<Catalog>

    // MARK: - Body

    var body: some View {
        VStack {
            catalogItemList
            cartButton
            Button("Open cart") {
                store.send(.openCart)
            }
        }
        .onAppear {
            store.send(.onAppear)
        }
        .navigationDestination(item: $store.scope(\.$destination, action: \.destination).openCart) { store in
            CartView(store: store)
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
