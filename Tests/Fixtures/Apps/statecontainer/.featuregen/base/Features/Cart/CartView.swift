import SwiftUI

struct CartView: View {
    // MARK: - Properties

    @StateObject private var store: CartReducer.ViewStore
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    @Environment(\.dismiss) private var dismiss
    private let navigator: StateContainer.Navigator?
    private let output: ((CartReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `Cart.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(navigator: StateContainer.Navigator? = nil, output: ((CartReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: CartReducer.ViewStore(state: .init(), reducer: CartReducer()))
        self.navigator = navigator
        self.output = output
    }

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
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
        .onReceive(store.outputPublisher) { handle($0) }
    }

    // MARK: - Subviews

    private var cartItemList: some View {
        CartItemList(state: store.cartItemList)
    }

    private var buyButton: some View {
        BuyButton(state: store.buyButton) { store.send(.onBuyButtonAction($0)) }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: CartReducer.Output) {
        switch output {
        case .didBuy:
            self.output?(output)
        case .dismiss:
            if let navigator {
                navigator.dismiss()
            } else {
                dismiss()
            }
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        CartView(navigator: navigator)
    }
}
