import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct CatalogItemList {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var items: [Catalog.ViewState.CatalogItem]

        public init(items: [Catalog.ViewState.CatalogItem]) {
            self.items = items
        }
    }

    public enum Action: Sendable {
        case onAddItem(String)
        case onRemoveItem(String)
        case onSelectItem(String)
    }

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
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

public struct CatalogItemListView: View {
    public let store: StoreOf<CatalogItemList>

    public init(store: StoreOf<CatalogItemList>) {
        self.store = store
    }

    public var body: some View {
        Text("CatalogItemList")
    }
}

// MARK: - Preview

#Preview {
    CatalogItemListView(store: Store(initialState: CatalogItemList.State(items: [])) {
        CatalogItemList()
    })
}
