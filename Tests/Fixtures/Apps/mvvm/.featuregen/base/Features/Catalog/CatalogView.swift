import SwiftUI

@MainActor
struct CatalogView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: Catalog.ViewState
    let reducer: Reducer<Catalog.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    init(state: Catalog.ViewState, reducer: Reducer<Catalog.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
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
