import SwiftUI

/// A part of ProductCardView.
struct ProductCardList: View {
    // MARK: - Properties

    let state: ProductCardView.ViewState
    @WeakReference private var output: ProductCardViewOutput?

    init(state: ProductCardView.ViewState, output: ProductCardViewOutput?) {
        self.state = state
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        Text("ProductCardList")
    }
}
