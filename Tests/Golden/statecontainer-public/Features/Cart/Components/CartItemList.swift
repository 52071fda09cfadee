import SwiftUI

/// A part of CartView.
public struct CartItemList: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let items: [Cart.ViewState.CartItem]

        public init(items: [Cart.ViewState.CartItem]) {
            self.items = items
        }
    }

    // MARK: - Properties

    public let state: ViewState

    public init(state: ViewState) {
        self.state = state
    }

    // MARK: - Body

    public var body: some View {
        Text("CartItemList")
    }
}

// MARK: - Preview

#Preview {
    CartItemList(state: .init(items: []))
}
