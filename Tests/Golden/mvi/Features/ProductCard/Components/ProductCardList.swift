import SwiftUI

/// A custom element of ProductCardView.
struct ProductCardList: View {
    // MARK: - Properties

    @ObservedObject var intent: ProductCardIntent

    // MARK: - Body

    var body: some View {
        Text("ProductCardList")
    }
}
