import SwiftUI

/// Assembles the ProductCard module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct ProductCardViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ProductCardViewStateHolder
    @State private var navigationState = ProductCardNavigationState()

    // MARK: - Private Properties

    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    /// - Parameter output: The feature that shows ProductCard, told what happens in it.
    init(article: String, output: ProductCard.Output? = nil, dismiss: (@MainActor () -> Void)? = nil) {
        self.dismiss = dismiss
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(
            wrappedValue: {
                let stateHolder = ProductCardViewStateHolder(article: article, productCardUnit: VSURFServices.Units.productCard())
                stateHolder.output = output
                return stateHolder
            }())
    }

    // MARK: - Body

    var body: some View {
        ProductCardView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder, dismiss: dismiss)
    }
}

// MARK: - Preview

#Preview {
    ProductCardViewGroup(article: "")
}
