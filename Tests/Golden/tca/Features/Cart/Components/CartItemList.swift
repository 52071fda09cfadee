import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct CartItemList {
    @ObservableState
    struct State: Equatable {
        let items: [Cart.ViewState.CartItem]
    }

    enum Action {
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

// MARK: - View

struct CartItemListView: View {
    let store: StoreOf<CartItemList>

    var body: some View {
        Text("CartItemList")
    }
}
