import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct ItemList {
    @ObservableState
    struct State: Equatable, Sendable {
        var items: [String]
        var isEmpty: Bool
    }

    enum Action: Sendable {
        case onTap
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTap:
                return .none
            }
        }
    }
}

// MARK: - View

struct ItemListView: View {
    let store: StoreOf<ItemList>

    var body: some View {
        Text("ItemList")
    }
}

// MARK: - Preview

#Preview {
    ItemListView(store: Store(initialState: ItemList.State(items: [], isEmpty: false)) {
        ItemList()
    })
}
