import SwiftUI

// MARK: - Output

/// What ItemCartView asks of its state holder.
@MainActor
protocol ItemCartViewOutput: AnyObject {
    func buy()
}

// MARK: - View

struct ItemCartView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var items: [CartItem]

        // MARK: - Init

        init() {
            self.items = []
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: ItemCartNavigationState

    // MARK: - Weak Reference

    @WeakReference private var output: ItemCartViewOutput?

    // MARK: - Init

    init(state: Binding<ViewState>, navigationState: Binding<ItemCartNavigationState>, output: ItemCartViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("ItemCart")
        }
    }
}

// MARK: - Nested Types

extension ItemCartView.ViewState {
    struct CartItem: Equatable, Sendable {
        var title: String
        var count: Int
    }
}
