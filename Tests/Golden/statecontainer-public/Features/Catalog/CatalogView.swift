import SwiftUI

public struct CatalogView: View {
    // MARK: - Properties

    @StateObject private var store: CatalogReducer.ViewStore
    private let output: ((CatalogReducer.Output) -> Void)?

    // MARK: - Lifecycle

    public init(output: ((CatalogReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: CatalogReducer.ViewStore(state: .init(), reducer: CatalogReducer()))
        self.output = output
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            catalogItemList
            cartButton
        }
        .onAppear { store.send(.onAppear) }
        .onReceive(store.outputPublisher) { output?($0) }
    }

    // MARK: - Subviews

    private var catalogItemList: some View {
        CatalogItemList(state: store.catalogItemList) { store.send(.onCatalogItemListAction($0)) }
    }

    private var cartButton: some View {
        CartButton(state: store.cartButton) { store.send(.onCartButtonAction($0)) }
    }
}
