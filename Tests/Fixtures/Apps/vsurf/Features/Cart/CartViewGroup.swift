import SwiftUI

/// Assembles the Cart module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct CartViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CartViewStateHolder
    @State private var navigationState = CartNavigationState()

    // MARK: - Private Properties

    /// The path of the NavigationStack that pushed the module, which its own pushes go on;
    /// nil: the module is the root of its navigation and shows its own NavigationStack.
    private let path: Binding<NavigationPath>?
    /// Where on that path the module's screen is: how many screens are under it.
    private let depth: Int
    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    /// - Parameter output: The feature that shows Cart, told what happens in it.
    init(output: Cart.Output? = nil, dismiss: (@MainActor () -> Void)? = nil, path: Binding<NavigationPath>? = nil, depth: Int = 0) {
        self.path = path
        self.depth = depth
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
        Group {
            if path == nil {
                NavigationStack(path: $navigationState.path) {
                    screenView
                }
            } else {
                screenView
            }
        }
    }

    // MARK: - Navigation

    /// The navigation state the view changes: its pushes go on the stack that shows it, its own
    /// or, pushed, its opener's.
    private var navigation: Binding<CartNavigationState> {
        $navigationState.pushing(on: path, at: depth)
    }

    /// The view with the screens it pushes, which SwiftUI finds on whichever stack shows it.
    private var screenView: some View {
        CartView(state: $stateHolder.state, navigationState: navigation, output: stateHolder, dismiss: dismiss)
            .navigationDestination(for: VSURFScreen<CartNavigationState.Destination>.self) { pushed in
                screen(for: pushed) { navigation.wrappedValue.pop(to: pushed.depth) }
            }
    }

    // MARK: - Destinations

    /// The module for a screen pushed or presented, with how it closes: a pop for a pushed one,
    /// the end of the sheet for a presented one.
    @ViewBuilder
    private func screen(
        for shown: VSURFScreen<CartNavigationState.Destination>, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch shown.destination {
        case .openReceipt:
            ReceiptViewGroup(dismiss: dismiss)
        }
    }
}

// MARK: - Preview

#Preview {
    CartViewGroup()
}
