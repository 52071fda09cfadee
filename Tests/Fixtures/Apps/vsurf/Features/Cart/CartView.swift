import SwiftUI

// MARK: - Output

/// What CartView asks of its state holder.
@MainActor
protocol CartViewOutput: AnyObject {
    func onAppear()
    func buy()
    func didBuy(itemCount: Int)
    func closeButtonTapped()
    func handleBuyButton(_ action: BuyButton.Action)
}

// MARK: - View

struct CartView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var items: [CartItem]
        var isBuying: Bool

        // MARK: - Subviews

        var cartItemList: CartItemList.ViewState {
            .init(
                items: items
            )
        }

        var buyButton: BuyButton.ViewState {
            .init(
                isEnabled: !items.isEmpty && !isBuying
            )
        }

        // MARK: - Init

        init() {
            self.items = []
            self.isBuying = false
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: CartNavigationState
    @Environment(\.dismiss) private var dismissScreen
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Weak Reference

    @WeakReference private var output: CartViewOutput?

    // MARK: - Private Properties

    /// How the screen closes when the feature that shows it says; nil: SwiftUI's dismiss.
    private let close: (@MainActor () -> Void)?

    // MARK: - Init

    init(
        state: Binding<ViewState>, navigationState: Binding<CartNavigationState>, output: CartViewOutput?,
        dismiss: (@MainActor () -> Void)? = nil
    ) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
        close = dismiss
    }

    // MARK: - Body

    var body: some View {
        VStack {
            cartItemList
            buyButton
            Button("Buy") {
                output?.buy()
            }
            Button("Close") {
                closeButtonTapped()
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            output?.onAppear()
        }
    }

    // MARK: - Subviews

    private var cartItemList: some View {
        CartItemList(state: state.cartItemList)
    }

    private var buyButton: some View {
        BuyButton(state: state.buyButton) { action in
            output?.handleBuyButton(action)
            closeButtonTapped()
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then closes the screen: call it from the control that closes it.
    func closeButtonTapped() {
        output?.closeButtonTapped()
        if let close {
            close()
        } else {
            dismissScreen()
        }
    }

    /// Navigates: call it from the control that opens it.
    func openReceipt() {
        navigationState.push(destination: .openReceipt)
    }
}

// MARK: - Nested Types

extension CartView.ViewState {
    struct CartItem: Equatable, Sendable {
        var title: String
        var count: Int
    }
}
