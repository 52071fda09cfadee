import SwiftUI

public struct CartView: View {
    // MARK: - Properties

    @ObservedObject private var intent: CartIntent

    // MARK: - Lifecycle

    init(intent: CartIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: Cart.Input, output: Cart.Output? = nil) -> some View {
        let intent = CartIntent(input: input, output: output)
        return CartView(intent: intent)
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            cartItemList()
            buyButton()
        }
        .overlay(CartRouter(screen: intent.model.routerSubject))
        .onAppear { intent.onAppear() }
    }

    // MARK: - Custom Elements

    private func cartItemList() -> some View {
        CartItemList(state: intent.model.cartItemList)
    }

    private func buyButton() -> some View {
        BuyButton(state: intent.model.buyButton) { intent.handleBuyButton($0) }
    }
}
