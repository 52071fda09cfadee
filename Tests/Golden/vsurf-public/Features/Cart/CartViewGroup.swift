import SwiftUI

/// Assembles the Cart module: its unit from the services factory, its state holder, its
/// view and its navigation.
public struct CartViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CartViewStateHolder
    @State private var navigationState = CartNavigationState()

    // MARK: - Private Properties

    private let unit: CartUnitInput & CartUnitOutput

    // MARK: - Init

    /// - Parameter output: The feature that shows Cart, told what happens in it.
    public init(output: Cart.Output? = nil) {
        let unit = VSURFServices.Units.cart()
        self.unit = unit
        _stateHolder = StateObject(wrappedValue: CartViewStateHolder(unit: unit, state: .init(), output: output))
    }

    // MARK: - Body

    public var body: some View {
        CartView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
    }
}
