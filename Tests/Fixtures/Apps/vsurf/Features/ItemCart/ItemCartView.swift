import PreviewSnapshots
import SwiftUI

// MARK: - Output

/// What ItemCartView asks of its state holder.
@MainActor
protocol ItemCartViewOutput: AnyObject {
    func buy()
    func dismiss()
    func emptyCart()
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
    @Binding private var navigationState: ShopNavigationState
    @Environment(\.dismiss) private var dismissScreen

    // MARK: - Weak Reference

    @WeakReference private var output: ItemCartViewOutput?

    // MARK: - Private Properties

    /// How the screen closes when the flow that shows it says; nil: SwiftUI's dismiss.
    private let close: (@MainActor () -> Void)?

    // MARK: - Init

    /// The output is the state holder ShopViewGroup hands down with `.weakReference`.
    init(
        state: Binding<ViewState>, navigationState: Binding<ShopNavigationState>,
        dismiss: (@MainActor () -> Void)? = nil
    ) {
        _state = state
        _navigationState = navigationState
        close = dismiss
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Buy") {
                output?.buy()
            }
            Button("Dismiss") {
                dismiss()
            }
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then closes the screen: call it from the control that closes it.
    func dismiss() {
        output?.dismiss()
        if let close {
            close()
        } else {
            dismissScreen()
        }
    }

    /// Navigates: call it from the control that opens it.
    func confirmEmptying() {
        navigationState.show(alert: .confirmEmptying)
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
                    navigationState: .constant(.init()))
            }
        }
    }
}
