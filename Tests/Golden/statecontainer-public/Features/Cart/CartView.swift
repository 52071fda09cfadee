import SwiftUI

public struct CartView: View {
    // MARK: - Properties

    @StateObject private var store: CartReducer.ViewStore
    private let output: ((CartReducer.Output) -> Void)?

    // MARK: - Lifecycle

    public init(output: ((CartReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: CartReducer.ViewStore(state: .init(), reducer: CartReducer()))
        self.output = output
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            cartItemList
            buyButton
        }
        .onAppear { store.send(.onAppear) }
        .onReceive(store.outputPublisher) { output?($0) }
    }

    // MARK: - Subviews

    private var cartItemList: some View {
        CartItemList(state: store.cartItemList)
    }

    private var buyButton: some View {
        BuyButton(state: store.buyButton) { store.send(.onBuyButtonAction($0)) }
    }
}
