import PreviewSnapshots
import SwiftUI

// MARK: - Output

/// What ItemPriceView asks of its state holder.
@MainActor
protocol ItemPriceViewOutput: AnyObject {
    func toggleSale()
}

// MARK: - View

struct ItemPriceView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        let amount: Double
        let isOnSale: Bool
    }

    // MARK: - States

    @Binding private var state: ViewState

    // MARK: - Weak Reference

    @WeakReference private var output: ItemPriceViewOutput?

    // MARK: - Init

    /// The output is the state holder ItemPriceViewGroup hands down with `.weakReference`.
    init(state: Binding<ViewState>) {
        _state = state
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Amount: \(state.amount)")
            Button("Toggle sale") {
                output?.toggleSale()
            }
        }
    }
}

// MARK: - Preview

struct ItemPriceView_Previews: PreviewProvider {
    enum Preset: String, CaseIterable {
        case regular
        case onSale
    }

    static var previews: some View {
        snapshots.previews
    }

    static var snapshots: PreviewSnapshots<Preset> {
        PreviewSnapshots(states: Preset.allCases, name: \.rawValue) { preset in
            switch preset {
            case .regular:
                ItemPriceView(
                    state: .constant(.init(amount: 2.5, isOnSale: false)))
            case .onSale:
                ItemPriceView(
                    state: .constant(.init(amount: 1.99, isOnSale: true)))
            }
        }
    }
}
