import ComposableArchitecture
import SwiftUI

/// Shows values of its parent's state; it has no actions, so it is a plain view.
public struct CartItemListView: View {
    public struct State: Equatable {
        public let items: [Cart.ViewState.CartItem]

        public init(items: [Cart.ViewState.CartItem]) {
            self.items = items
        }
    }

    public let state: State

    public init(state: State) {
        self.state = state
    }

    public var body: some View {
        Text("CartItemList")
    }
}

// MARK: - Preview

#Preview {
    CartItemListView(state: .init(items: []))
}
