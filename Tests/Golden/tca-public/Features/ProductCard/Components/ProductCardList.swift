import ComposableArchitecture
import SwiftUI

/// Gets the whole feature's store: its state and its actions.
public struct ProductCardListView: View {
    public let store: StoreOf<ProductCard>

    public init(store: StoreOf<ProductCard>) {
        self.store = store
    }

    public var body: some View {
        Text("ProductCardList")
    }
}
