import ComposableArchitecture
import SwiftUI

struct CartView: View {
    // MARK: - Properties

    let store: StoreOf<Cart>

    // MARK: - Body

    var body: some View {
        VStack {
            cartItemList
            buyButton
            Button("Buy") {
                store.send(.buy)
            }
            Button("Close") {
                store.send(.closeButtonTapped)
            }
        }
        .onAppear {
            store.send(.onAppear)
        }
    }

    // MARK: - Subviews

    private var cartItemList: some View {
        CartItemListView(state: store.cartItemList)
    }

    private var buyButton: some View {
        BuyButtonView(store: store.scope(\.buyButton, action: \.buyButton))
    }
}

// MARK: - Preview

#Preview {
    CartView(store: Store(initialState: Cart.State()) {
        Cart()
    })
}
