import SwiftUI

/// Assembles the Shop flow: one navigation state for its screens, the state holder of each,
/// the units they share, kept for the flow's identity, and the sheets they present. Each view
/// gets its state holder as its output through `.weakReference`.
struct ShopViewGroup: View {
    // MARK: - State

    @State private var navigationState = ShopNavigationState()
    @StateObject private var itemCatalogStateHolder: ItemCatalogViewStateHolder
    @StateObject private var itemCartStateHolder: ItemCartViewStateHolder
    @State private var openDetailSelected: VSURFScreen<String>?
    // The units, kept for the flow's identity as the state holders are: the sheets get the
    // units the screens have, however often SwiftUI makes the flow again.
    @State private var itemCatalogUnit: ItemCatalogUnitOutput
    @State private var itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput

    // MARK: - Init

    init() {
        let itemCatalogUnit = VSURFServices.Units.itemCatalog()
        let itemCartUnit = VSURFServices.Units.itemCart()
        _itemCatalogUnit = State(initialValue: itemCatalogUnit)
        _itemCartUnit = State(initialValue: itemCartUnit)
        // SwiftUI makes each state holder once, for the flow's identity.
        _itemCatalogStateHolder = StateObject(wrappedValue: ItemCatalogViewStateHolder(itemCatalogUnit: itemCatalogUnit, itemCartUnit: itemCartUnit))
        _itemCartStateHolder = StateObject(wrappedValue: ItemCartViewStateHolder(itemCartUnit: itemCartUnit))
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationState.path) {
            ItemCatalogView(
                state: $itemCatalogStateHolder.state, navigationState: $navigationState,
                openDetailSelected: $openDetailSelected.destination())
                .navigationDestination(for: VSURFScreen<ShopNavigationState.Destination>.self) { pushed in
                    switch pushed.destination {
                    case .itemCart:
                        ItemCartView(
                            state: $itemCartStateHolder.state, navigationState: $navigationState,
                            dismiss: { navigationState.pop(to: pushed.depth) })
                    }
                }
        }
        .sheet(item: $openDetailSelected) { selected in
            let item = selected.destination
            ItemDetailViewGroup(item: item, itemCartUnit: itemCartUnit)
        }
        .alert(alertContent.title, isPresented: $navigationState.isAlertShown, actions: alertActions, message: { alertContent.message })
        .weakReference(itemCatalogStateHolder, as: ItemCatalogViewOutput.self)
        .weakReference(itemCartStateHolder, as: ItemCartViewOutput.self)
        // SwiftUI makes each state holder on its own, from its own autoclosure, so none sees the
        // others when it is made: the flow tells them whom they report to once all are there.
        .onAppear {
            itemCartStateHolder.output = itemCatalogStateHolder
        }
    }

    // MARK: - Alerts

    /// The title and message of the alert the navigation state shows.
    private var alertContent: (title: Text, message: Text?) {
        switch navigationState.alert {
        case .confirmEmptying?:
            return (Text("Empty the cart?"), nil)
        case nil:
            return (Text(""), nil)
        }
    }

    /// The buttons of the alert the navigation state shows, in order, each sending its
    /// action to the state holder; an alert without buttons has the system's OK button.
    @ViewBuilder
    private func alertActions() -> some View {
        switch navigationState.alert {
        case .confirmEmptying?:
            Button("Empty", role: .destructive) { itemCartStateHolder.emptyCart() }
            Button("Keep", role: .cancel) {}
        default:
            EmptyView()
        }
    }
}
