import ComposableArchitecture
import SwiftUI

public struct CartView: View {
    // MARK: - Properties

    public let store: StoreOf<Cart>

    // MARK: - Lifecycle

    public init(store: StoreOf<Cart>) {
        self.store = store
    }

    // MARK: - Body

    public var body: some View {
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
