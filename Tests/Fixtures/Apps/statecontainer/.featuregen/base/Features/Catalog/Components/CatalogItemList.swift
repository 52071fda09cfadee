import SwiftUI

/// A part of CatalogView.
struct CatalogItemList: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let items: [Catalog.ViewState.CatalogItem]
    }

    enum Action: Sendable {
        case onAddItem(String)
        case onRemoveItem(String)
        case onSelectItem(String)
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("CatalogItemList")
    }
}

// MARK: - Preview

#Preview {
    CatalogItemList(state: .init(items: [])) { _ in }
}
