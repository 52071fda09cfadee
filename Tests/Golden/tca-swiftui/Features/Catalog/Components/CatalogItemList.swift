import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct CatalogItemList {
    @ObservableState
    struct State: Equatable, Sendable {
        var items: [Catalog.ViewState.CatalogItem]
    }

    enum Action: Sendable {
        case onAddItem(String)
        case onRemoveItem(String)
        case onSelectItem(String)
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onAddItem:
                return .none
            case .onRemoveItem:
                return .none
            case .onSelectItem:
                return .none
            }
        }
    }
}

// MARK: - View

struct CatalogItemListView: View {
    let store: StoreOf<CatalogItemList>

    var body: some View {
        Text("CatalogItemList")
    }
}

// MARK: - Preview

#Preview {
    CatalogItemListView(store: Store(initialState: CatalogItemList.State(items: [])) {
        CatalogItemList()
    })
}
