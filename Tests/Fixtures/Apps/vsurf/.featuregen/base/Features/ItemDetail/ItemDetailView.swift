import PreviewSnapshots
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
        let title: String
        let cartCount: Int
        let canRemoveFromCart: Bool
    }

    // MARK: - States

    @Binding private var state: ViewState

    // MARK: - Weak Reference

    @WeakReference private var output: ItemDetailViewOutput?

    // MARK: - Init

    /// The output is the state holder ItemDetailViewGroup hands down with `.weakReference`.
    init(state: Binding<ViewState>) {
        _state = state
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.title)
            Text("Cart count: \(state.cartCount)")
            Button("Add item") {
                output?.addItem()
            }
            Button("Remove item") {
                output?.removeItem()
            }
        }
    }
}

// MARK: - Preview

struct ItemDetailView_Previews: PreviewProvider {
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
                ItemDetailView(
                    state: .constant(.init(title: "Item 1", cartCount: 0, canRemoveFromCart: false)))
            case .cartIsNotEmpty:
                ItemDetailView(
                    state: .constant(.init(title: "Item 1", cartCount: 1, canRemoveFromCart: true)))
            }
        }
    }
}
