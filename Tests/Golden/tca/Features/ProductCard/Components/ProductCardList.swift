import ComposableArchitecture
import SwiftUI

/// Gets the whole feature's store: its state and its actions.
struct ProductCardListView: View {
    let store: StoreOf<ProductCard>

    var body: some View {
        Text("ProductCardList")
    }
}
