import SwiftUI

/// Assembles the Catalog module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct CatalogViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CatalogViewStateHolder
    @State private var navigationState = CatalogNavigationState()

    /// Kept for the ViewGroup's identity, as the state holder is: the modules it opens share the
    /// units its screen has, however often SwiftUI makes the ViewGroup again.
    @State private var catalogUnit: CatalogUnitInput & CatalogUnitOutput

    // MARK: - Private Properties

    /// The path of the NavigationStack that pushed the module, which its own pushes go on;
    /// nil: the module is the root of its navigation and shows its own NavigationStack.
    private let path: Binding<NavigationPath>?

    // MARK: - Init

    init(path: Binding<NavigationPath>? = nil) {
        let catalogUnit = VSURFServices.Units.catalog()
        _catalogUnit = State(initialValue: catalogUnit)
        self.path = path
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: CatalogViewStateHolder(catalogUnit: catalogUnit))
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
    private var navigation: Binding<CatalogNavigationState> {
        $navigationState.pushing(on: path)
    }

    /// The view with the screens it pushes, which SwiftUI finds on whichever stack shows it.
    private var screenView: some View {
        CatalogView(state: $stateHolder.state, navigationState: navigation, output: stateHolder)
            .navigationDestination(for: VSURFScreen<CatalogNavigationState.Destination>.self) { pushed in
                screen(for: pushed.destination) { navigation.wrappedValue.pop(to: pushed.depth) }
            }
    }

    // MARK: - Destinations

    /// The module for a destination, with how it closes: a pop for a pushed one, the end of the
    /// sheet for a presented one.
    @ViewBuilder
    private func screen(
        for destination: CatalogNavigationState.Destination?, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch destination {
        case .openCart?:
            CartViewGroup(output: stateHolder, dismiss: dismiss)
        case nil:
            EmptyView()
        }
    }
}

// MARK: - Preview

#Preview {
    CatalogViewGroup()
}
