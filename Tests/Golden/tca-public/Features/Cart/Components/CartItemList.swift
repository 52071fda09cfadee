import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct CartItemList {
    @ObservableState
    public struct State: Equatable {
        public let items: [Cart.ViewState.CartItem]

        public init(items: [Cart.ViewState.CartItem]) {
            self.items = items
        }
    }

    public enum Action {
    }

    public init() {}

    public var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

// MARK: - View

public struct CartItemListView: View {
    public let store: StoreOf<CartItemList>

    public init(store: StoreOf<CartItemList>) {
        self.store = store
    }

    public var body: some View {
        Text("CartItemList")
    }
}
