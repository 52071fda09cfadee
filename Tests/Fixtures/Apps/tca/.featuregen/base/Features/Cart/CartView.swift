import ComposableArchitecture
import SwiftUI

@ViewAction(for: Cart.self)
struct CartView: View {
    // MARK: - Properties

    let store: StoreOf<Cart>

    // MARK: - Body

    var body: some View {
        VStack {
            cartItemList
            buyButton
            Button("Buy") {
                send(.buy)
            }
            Button("Close") {
                send(.closeButtonTapped)
            }
        }
        .onAppear {
            send(.onAppear)
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
