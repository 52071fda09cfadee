import SwiftUI

/// A part of CatalogView.
public struct CatalogItemList: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let items: [Catalog.ViewState.CatalogItem]

        public init(items: [Catalog.ViewState.CatalogItem]) {
            self.items = items
        }
    }

    public enum Action: Sendable {
        case onAddItem(String)
        case onRemoveItem(String)
        case onSelectItem(String)
    }

    // MARK: - Properties

    public let state: ViewState
    public let onAction: (Action) -> Void

    public init(state: ViewState, onAction: @escaping (Action) -> Void) {
        self.state = state
        self.onAction = onAction
    }

    // MARK: - Body

    public var body: some View {
        Text("CatalogItemList")
    }
}

// MARK: - Preview

#Preview {
    CatalogItemList(state: .init(items: [])) { _ in }
}
