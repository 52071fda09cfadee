import Combine
import SwiftUI
import UIKit

/// Assembles the Shop flow: one navigation state for its screens, the state holder of each
/// on its units, and the sheets they present. Each view gets its state holder as its output
/// through `.weakReference`.
struct ShopViewGroup: View {
    // MARK: - State

    @State private var navigationState = ShopNavigationState()
    @StateObject private var itemCatalogStateHolder: ItemCatalogViewStateHolder
    @StateObject private var itemCartStateHolder: ItemCartViewStateHolder
    @State private var openDetailSelected: VSURFScreen<String>?
    @StateObject private var units: Units

    // MARK: - Init

    init() {
        let units = Units()
        _units = StateObject(wrappedValue: units)
        // SwiftUI makes each state holder once, for the flow's identity.
        _itemCatalogStateHolder = StateObject(wrappedValue: ItemCatalogViewStateHolder(itemCatalogUnit: VSURFServices.Units.itemCatalog(), itemCartUnit: units.itemCartUnit))
        _itemCartStateHolder = StateObject(wrappedValue: ItemCartViewStateHolder(itemCartUnit: units.itemCartUnit))
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
            ItemDetailViewGroup(item: item, itemCartUnit: units.itemCartUnit)
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

    // MARK: - Units

    /// The units made once for the flow's identity, each by its factory the first time it is
    /// asked for: SwiftUI keeps the first `Units`, and the state holders, made once too, take
    /// theirs from it, so no factory runs again when the parent renders.
    @MainActor
    private final class Units: ObservableObject {
        lazy var itemCartUnit = VSURFServices.Units.itemCart()
    }
}

// MARK: - Building

/// How a feature of another architecture opens the Shop flow.
enum Shop {
    /// The flow for UIKit navigation: present it, or make it a window's root. It shows its own
    /// NavigationStack, so no navigation controller pushes it.
    @MainActor
    static func build() -> UIViewController {
        UIHostingController(rootView: ShopViewGroup())
    }
}
