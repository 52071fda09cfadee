import Foundation
import SwiftUI

struct ProductCardList: View {
    // MARK: - Constants

    /// Values the subview reads as `Constant.name`.
    enum Constant {
        static let dragDownOffset: CGFloat = -70.0
        static let navBarHeight: CGFloat = 104.0
        static let footerButtonsHeight: CGFloat = 60.0
        static let minBottomOffset: CGFloat = 20.0
        static let maxBottomOffset: CGFloat = 34
    }

    // MARK: - Properties

    @ObservedObject var state: ProductCard.ViewState
    let reducer: Reducer<ProductCard.ViewModel>

    // MARK: - Body

    var body: some View {
        Text("ProductCardList")
    }
}
