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
                    state: .constant(.init(title: "Item 1", cartCount: 0, canRemoveFromCart: false)),
                    navigationState: .constant(.init()), output: nil)
            case .cartIsNotEmpty:
                ItemDetailView(
                    state: .constant(.init(title: "Item 1", cartCount: 1, canRemoveFromCart: true)),
                    navigationState: .constant(.init()), output: nil)
            }
        }
    }
}
