import SwiftUI

/// Assembles the Catalog module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct CatalogViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CatalogViewStateHolder
    @State private var navigationState = CatalogNavigationState()

    // MARK: - Private Properties

    private let catalogUnit: CatalogUnitInput & CatalogUnitOutput

    // MARK: - Init

    init() {
        let catalogUnit = VSURFServices.Units.catalog()
        self.catalogUnit = catalogUnit
        _stateHolder = StateObject(wrappedValue: CatalogViewStateHolder(catalogUnit: catalogUnit))
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationState.path) {
            CatalogView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
                .navigationDestination(for: VSURFScreen<CatalogNavigationState.Destination>.self) { pushed in
                    screen(for: pushed.destination) { navigationState.pop() }
                }
        }
        .sheet(isPresented: $navigationState.isPresented) {
            screen(for: navigationState.presented) { navigationState.presented = nil }
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
