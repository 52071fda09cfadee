import Foundation
import SwiftUI

struct ProductCardList: View {
    // MARK: - Properties

    @ObservedObject var state: ProductCard.ViewState
    let reducer: Reducer<ProductCard.ViewModel>

    // MARK: - Body

    var body: some View {
        Text("ProductCardList")
    }
}
