import PreviewSnapshots
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

    struct CartItem: Equatable, Sendable {
        let title: String
        let count: Int
    }

    struct ViewState: Equatable {
        let items: [CartItem]
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

// MARK: - Preview

struct ItemCartView_Previews: PreviewProvider {
    enum Preset: String, CaseIterable {
        case `default`
    }

    static var previews: some View {
        snapshots.previews
    }

    static var snapshots: PreviewSnapshots<Preset> {
        PreviewSnapshots(states: Preset.allCases, name: \.rawValue) { preset in
            switch preset {
            case .`default`:
                ItemCartView(
                    state: .constant(.init(items: [.init(title: "Bun", count: 1), .init(title: "Tea", count: 2)])),
                    navigationState: .constant(.init()), output: nil)
            }
        }
    }
}
