import SwiftUI

// MARK: - Output

/// What ItemDetailView asks of its state holder.
@MainActor
protocol ItemDetailViewOutput: AnyObject {
    func addItem()
    func removeItem()
}

// MARK: - View

struct ItemDetailView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var title: String
        var cartCount: Int
        var canRemoveFromCart: Bool

        // MARK: - Init

        init(item: String) {
            self.title = item
            self.cartCount = 0
            self.canRemoveFromCart = false
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: ItemDetailNavigationState

    // MARK: - Weak Reference

    @WeakReference private var output: ItemDetailViewOutput?

    // MARK: - Init

    init(state: Binding<ViewState>, navigationState: Binding<ItemDetailNavigationState>, output: ItemDetailViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("ItemDetail")
        }
    }
}
