import Foundation
import SwiftUI

public struct ProductCardList: View {
    // MARK: - Constants

    /// Values the subview reads as `Constant.name`.
    public enum Constant {
        public static let dragDownOffset: CGFloat = -70.0
        public static let navBarHeight: CGFloat = 104.0
        public static let footerButtonsHeight: CGFloat = 60.0
        public static let minBottomOffset: CGFloat = 20.0
        public static let maxBottomOffset: CGFloat = 34
    }

    // MARK: - Properties

    @ObservedObject public var state: ProductCard.ViewState
    public let reducer: Reducer<ProductCard.ViewModel>

    public init(state: ProductCard.ViewState, reducer: Reducer<ProductCard.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    public var body: some View {
        Text("ProductCardList")
    }
}
