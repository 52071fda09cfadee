import SwiftUI

// MARK: - Output

/// What CatalogView asks of its state holder.
@MainActor
protocol CatalogViewOutput: AnyObject {
    func onAppear()
    func openCart()
    func handleCatalogItemList(_ action: CatalogItemList.Action)
    func handleCartButton(_ action: CartButton.Action)
}

// MARK: - View

struct CatalogView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var items: [CatalogItem]
        var cartCount: Int
        var detailSelected: String?

        // MARK: - Subviews

        var catalogItemList: CatalogItemList.ViewState {
            .init(
                items: items
            )
        }

        var cartButton: CartButton.ViewState {
            .init(
                count: cartCount,
                isEnabled: cartCount > 0
            )
        }

        // MARK: - Init

        init() {
            self.items = []
            self.cartCount = 0
            self.detailSelected = nil
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: CatalogNavigationState
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Weak Reference

    @WeakReference private var output: CatalogViewOutput?

    // MARK: - Init

    init(state: Binding<ViewState>, navigationState: Binding<CatalogNavigationState>, output: CatalogViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            catalogItemList
            cartButton
            Button("Open cart") {
                openCart()
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            output?.onAppear()
        }
    }

    // MARK: - Subviews

    private var catalogItemList: some View {
        CatalogItemList(state: state.catalogItemList) { output?.handleCatalogItemList($0) }
    }

    private var cartButton: some View {
        CartButton(state: state.cartButton) { output?.handleCartButton($0) }
    }

    // MARK: - Navigation

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openCart() {
        output?.openCart()
        navigationState.push(destination: .openCart)
    }
}

// MARK: - Nested Types

extension CatalogView.ViewState {
    struct CatalogItem: Equatable, Sendable {
        var title: String
        var canRemoveFromCart: Bool
    }
}
