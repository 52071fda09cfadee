import PreviewSnapshots
import SwiftUI

// MARK: - Output

/// What ItemCatalogView asks of its state holder.
@MainActor
protocol ItemCatalogViewOutput: AnyObject {
    func addItem(_ value: String)
    func removeItem(_ value: String)
    func openCart()
    func openDetail(item: String)
}

// MARK: - View

struct ItemCatalogView: View {
    // MARK: - Nested Types

    struct CatalogItem: Equatable, Sendable {
        let title: String
        let canRemoveFromCart: Bool
    }

    struct CartSnapshot: Equatable, Sendable {
        let count: Int

        var isEmpty: Bool {
            count == 0
        }
    }

    struct ViewState: Equatable {
        let items: [CatalogItem]
        let cart: CartSnapshot
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: ShopNavigationState
    @Binding private var openDetailSelected: String?

    // MARK: - Weak Reference

    @WeakReference private var output: ItemCatalogViewOutput?

    // MARK: - Init

    /// The output is the state holder ShopViewGroup hands down with `.weakReference`.
    init(
        state: Binding<ViewState>, navigationState: Binding<ShopNavigationState>,
        openDetailSelected: Binding<String?>
    ) {
        _state = state
        _navigationState = navigationState
        _openDetailSelected = openDetailSelected
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Open cart") {
                openCart()
            }
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openCart() {
        output?.openCart()
        navigationState.push(destination: .itemCart)
    }

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openDetail(item: String) {
        output?.openDetail(item: item)
        openDetailSelected = item
    }
}

// MARK: - Preview

struct ItemCatalogView_Previews: PreviewProvider {
    enum Preset: String, CaseIterable {
        case cartIsEmpty
        case cartIsNotEmpty
    }

    static var previews: some View {
        snapshots.previews
    }

    static var snapshots: PreviewSnapshots<Preset> {
        PreviewSnapshots(states: Preset.allCases, name: \.rawValue) { preset in
            switch preset {
            case .cartIsEmpty:
                ItemCatalogView(
                    state: .constant(.init(items: [.init(title: "Item 1", canRemoveFromCart: false), .init(title: "Item 2", canRemoveFromCart: false)], cart: .init(count: 0))),
                    navigationState: .constant(.init()), openDetailSelected: .constant(nil))
            case .cartIsNotEmpty:
                ItemCatalogView(
                    state: .constant(.init(items: [.init(title: "Item 1", canRemoveFromCart: true), .init(title: "Item 2", canRemoveFromCart: false)], cart: .init(count: 1))),
                    navigationState: .constant(.init()), openDetailSelected: .constant(nil))
            }
        }
    }
}
