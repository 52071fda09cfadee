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

    struct ViewState: Equatable {
        var items: [CatalogItem]
        var cartCount: Int

        // MARK: - Init

        init() {
            self.items = []
            self.cartCount = 0
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: ItemCatalogNavigationState

    // MARK: - Weak Reference

    @WeakReference private var output: ItemCatalogViewOutput?

    // MARK: - Init

    init(state: Binding<ViewState>, navigationState: Binding<ItemCatalogNavigationState>, output: ItemCatalogViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("ItemCatalog")
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openCart() {
        output?.openCart()
        navigationState.push(destination: .openCart)
    }

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openDetail(item: String) {
        output?.openDetail(item: item)
        navigationState.present(destination: .openDetail(item: item))
    }
}

// MARK: - Nested Types

extension ItemCatalogView.ViewState {
    struct CatalogItem: Equatable, Sendable {
        var title: String
        var canRemoveFromCart: Bool
    }
}
