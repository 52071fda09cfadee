import SwiftUI

/// Assembles the Catalog module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct CatalogViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CatalogViewStateHolder
    @State private var navigationState = CatalogNavigationState()

    // MARK: - Private Properties

    private let unit: CatalogUnitInput & CatalogUnitOutput

    // MARK: - Init

    init() {
        let unit = VSURFServices.Units.catalog()
        self.unit = unit
        _stateHolder = StateObject(wrappedValue: CatalogViewStateHolder(unit: unit, state: .init()))
    }

    // MARK: - Body

    var body: some View {
        CatalogView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
            .navigationDestination(isPresented: $navigationState.isPushed) {
                screen(for: navigationState.pushed)
            }
            .sheet(isPresented: $navigationState.isPresented) {
                screen(for: navigationState.presented)
            }
    }

    // MARK: - Destinations

    @ViewBuilder
    private func screen(for destination: CatalogNavigationState.Destination?) -> some View {
        switch destination {
        case .openCart?:
            CartViewGroup()
        case nil:
            EmptyView()
        }
    }
}
