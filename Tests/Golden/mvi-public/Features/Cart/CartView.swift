import SwiftUI

public struct CartView: View {
    // MARK: - Properties

    @StateObject private var intent: CartIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> CartIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: Cart.Input, output: Cart.Output? = nil) -> some View {
        CartView(intent: CartIntent(input: input, output: output))
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
