import SwiftUI

struct CartView: View {
    // MARK: - Properties

    @StateObject private var intent: CartIntent
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    /// How the screen closes when UIKit showed it (`Cart.build`).
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> CartIntent, uikitDismiss: (() -> Void)? = nil) {
        _intent = StateObject(wrappedValue: intent())
        self.uikitDismiss = uikitDismiss
    }

    /// The view with its intent: how another screen opens this one.
    static func build(
        input: Cart.Input, output: Cart.Output? = nil, uikitDismiss: (() -> Void)? = nil
    ) -> some View {
        CartView(intent: CartIntent(input: input, output: output), uikitDismiss: uikitDismiss)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            cartItemList()
            buyButton()
            Button("Buy") {
                intent.buy()
            }
            Button("Close") {
                intent.closeButtonTapped()
            }
        }
        .overlay(CartRouter(screen: intent.model.routerSubject, uikitDismiss: uikitDismiss))
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.onAppear()
        }
    }

    // MARK: - Custom Elements

    private func cartItemList() -> some View {
        CartItemList(state: intent.model.cartItemList)
    }

    private func buyButton() -> some View {
        BuyButton(state: intent.model.buyButton) { intent.handleBuyButton($0) }
    }
}

// MARK: - Preview

#Preview {
    Cart.root(input: .init())
}
