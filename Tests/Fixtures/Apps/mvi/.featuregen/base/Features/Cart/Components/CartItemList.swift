import SwiftUI

/// A custom element of CartView.
struct CartItemList: View {
    // MARK: - Nested Types

    struct ViewState {
        let items: [Cart.ViewState.CartItem]
    }

    // MARK: - Properties

    let state: ViewState

    // MARK: - Body

    var body: some View {
        Text("CartItemList")
    }
}

// MARK: - Preview

#Preview {
    CartItemList(state: .init(items: []))
}
