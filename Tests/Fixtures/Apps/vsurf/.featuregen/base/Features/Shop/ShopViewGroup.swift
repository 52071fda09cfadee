import SwiftUI

/// Assembles the Shop flow: one navigation state for its screens, the state holder of each,
/// the units they share, made once, and the sheets they present. Each view gets its state
/// holder as its output through `.weakReference`.
struct ShopViewGroup: View {
    // MARK: - State

    @State private var navigationState = ShopNavigationState()
    @StateObject private var itemCatalogStateHolder: ItemCatalogViewStateHolder
    @StateObject private var itemCartStateHolder: ItemCartViewStateHolder
    @State private var openDetailSelected: String?

    // MARK: - Private Properties

    private let itemCatalogUnit: ItemCatalogUnitOutput
    private let itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput

    // MARK: - Init

    init() {
        let itemCatalogUnit = VSURFServices.Units.itemCatalog()
        let itemCartUnit = VSURFServices.Units.itemCart()
        self.itemCatalogUnit = itemCatalogUnit
        self.itemCartUnit = itemCartUnit
        let itemCatalogStateHolder = ItemCatalogViewStateHolder(itemCatalogUnit: itemCatalogUnit, itemCartUnit: itemCartUnit)
        let itemCartStateHolder = ItemCartViewStateHolder(itemCartUnit: itemCartUnit)
        itemCartStateHolder.output = itemCatalogStateHolder
        _itemCatalogStateHolder = StateObject(wrappedValue: itemCatalogStateHolder)
        _itemCartStateHolder = StateObject(wrappedValue: itemCartStateHolder)
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationState.path) {
            ItemCatalogView(
                state: $itemCatalogStateHolder.state, navigationState: $navigationState,
                openDetailSelected: $openDetailSelected)
                .navigationDestination(for: VSURFScreen<ShopNavigationState.Destination>.self) { pushed in
                    switch pushed.destination {
                    case .itemCart:
                        ItemCartView(
                            state: $itemCartStateHolder.state, navigationState: $navigationState)
                    }
                }
        }
        .sheet(isPresented: Binding(get: { openDetailSelected != nil }, set: { if !$0 { openDetailSelected = nil } })) {
            if let item = openDetailSelected {
                ItemDetailViewGroup(item: item, itemCartUnit: itemCartUnit)
            }
        }
        .weakReference(itemCatalogStateHolder, as: ItemCatalogViewOutput.self)
        .weakReference(itemCartStateHolder, as: ItemCartViewOutput.self)
    }
}
