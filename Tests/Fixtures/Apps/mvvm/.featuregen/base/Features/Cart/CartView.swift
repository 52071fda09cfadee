import SwiftUI

@MainActor
struct CartView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: Cart.ViewState
    let reducer: Reducer<Cart.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    init(state: Cart.ViewState, reducer: Reducer<Cart.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            cartItemList
            buyButton
            Button("Buy") {
                reducer(.buy)
            }
            Button("Close") {
                reducer(.closeButtonTapped)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.onAppear)
        }
    }

    // MARK: - Subviews

    private var cartItemList: some View {
        CartItemList(
            state: state.cartItemList
        )
    }

    private var buyButton: some View {
        BuyButton(
            state: state.buyButton,
            onAction: { reducer(.onBuyButtonAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    Cart.preview(input: .init())
}
