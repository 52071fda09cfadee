import SwiftUI

/// Assembles the ItemCatalog module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct ItemCatalogViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ItemCatalogViewStateHolder
    @State private var navigationState = ItemCatalogNavigationState()

    // MARK: - Private Properties

    private let itemCatalogUnit: ItemCatalogUnitOutput
    private let itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput
    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    /// - Parameters:
    ///   - itemCartUnit: ItemCart's unit, shared with it.
    init(itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput, dismiss: (@MainActor () -> Void)? = nil) {
        let itemCatalogUnit = VSURFServices.Units.itemCatalog()
        self.itemCatalogUnit = itemCatalogUnit
        self.itemCartUnit = itemCartUnit
        self.dismiss = dismiss
        _stateHolder = StateObject(wrappedValue: ItemCatalogViewStateHolder(itemCatalogUnit: itemCatalogUnit, itemCartUnit: itemCartUnit))
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationState.path) {
            ItemCatalogView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
                .navigationDestination(for: VSURFScreen<ItemCatalogNavigationState.Destination>.self) { pushed in
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
        for destination: ItemCatalogNavigationState.Destination?, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch destination {
        case .openCart?:
            ItemCartViewGroup(itemCartUnit: itemCartUnit, dismiss: dismiss)
        case let .openDetail(item)?:
            ItemDetailViewGroup(item: item, itemCartUnit: itemCartUnit, dismiss: dismiss)
        case nil:
            EmptyView()
        }
    }
}

// MARK: - Preview

#Preview {
    ItemCatalogViewGroup(itemCartUnit: VSURFServices.Units.itemCart())
}
