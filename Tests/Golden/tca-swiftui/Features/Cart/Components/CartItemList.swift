import ComposableArchitecture
import SwiftUI

/// Shows values of its parent's state; it has no actions, so it is a plain view.
struct CartItemListView: View {
    struct State: Equatable {
        let items: [Cart.ViewState.CartItem]
    }

    let state: State

    var body: some View {
        Text("CartItemList")
    }
}

// MARK: - Preview

#Preview {
    CartItemListView(state: .init(items: []))
}
