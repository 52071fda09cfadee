import SwiftUI

/// A part of ProductCardView.
public struct ProductCardList: View {
    // MARK: - Properties

    public let state: ProductCardView.ViewState
    @WeakReference private var output: ProductCardViewOutput?

    public init(state: ProductCardView.ViewState, output: ProductCardViewOutput?) {
        self.state = state
        _output = WeakReference(output)
    }

    // MARK: - Body

    public var body: some View {
        Text("ProductCardList")
    }
}
