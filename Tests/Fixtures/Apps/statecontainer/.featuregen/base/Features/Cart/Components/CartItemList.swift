import SwiftUI

/// A part of CartView.
struct CartItemList: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
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
