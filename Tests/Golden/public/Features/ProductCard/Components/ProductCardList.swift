import Foundation
import SwiftUI

public struct ProductCardList: View {
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
