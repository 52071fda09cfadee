import SwiftUI

/// Assembles the Cart module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct CartViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CartViewStateHolder
    @State private var navigationState = CartNavigationState()

    // MARK: - Private Properties

    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    /// - Parameter output: The feature that shows Cart, told what happens in it.
    init(output: Cart.Output? = nil, dismiss: (@MainActor () -> Void)? = nil) {
        self.dismiss = dismiss
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(
            wrappedValue: {
                let stateHolder = CartViewStateHolder(cartUnit: VSURFServices.Units.cart())
                stateHolder.output = output
                return stateHolder
            }())
    }

    // MARK: - Body

    var body: some View {
        CartView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder, dismiss: dismiss)
    }
}

// MARK: - Preview

#Preview {
    CartViewGroup()
}
