import SwiftUI

@MainActor
public struct CatalogView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject public var state: Catalog.ViewState
    public let reducer: Reducer<Catalog.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    public init(state: Catalog.ViewState, reducer: Reducer<Catalog.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            catalogItemList
            cartButton
            Button("Open cart") {
                reducer(.openCart)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.onAppear)
        }
    }

    // MARK: - Subviews

    private var catalogItemList: some View {
        CatalogItemList(
            state: state.catalogItemList,
            onAction: { reducer(.onCatalogItemListAction($0)) }
        )
    }

    private var cartButton: some View {
        CartButton(
            state: state.cartButton,
            onAction: { reducer(.onCartButtonAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    Catalog.preview(input: .init())
}
