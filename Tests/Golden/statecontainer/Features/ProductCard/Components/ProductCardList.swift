import SwiftUI

/// A part of ProductCardView.
struct ProductCardList: View {
    // MARK: - Properties

    @ObservedObject var store: ProductCardReducer.ViewStore

    // MARK: - Body

    var body: some View {
        Text("ProductCardList")
    }
}
