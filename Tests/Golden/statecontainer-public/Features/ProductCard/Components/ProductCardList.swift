import SwiftUI

/// A part of ProductCardView.
public struct ProductCardList: View {
    // MARK: - Properties

    @ObservedObject public var store: ProductCardReducer.ViewStore

    public init(store: ProductCardReducer.ViewStore) {
        self.store = store
    }

    // MARK: - Body

    public var body: some View {
        Text("ProductCardList")
    }
}
