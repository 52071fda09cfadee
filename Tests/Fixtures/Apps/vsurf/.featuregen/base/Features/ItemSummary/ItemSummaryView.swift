import SwiftUI

// MARK: - Output

/// What ItemSummaryView asks of its state holder.
@MainActor
protocol ItemSummaryViewOutput: AnyObject {
    func clear()
}

// MARK: - View

struct ItemSummaryView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var heading: String
        var lines: [SummaryLine]
        var items: [Item]
        var total: Int

        // MARK: - Init

        init(heading: String) {
            self.heading = heading
            self.lines = []
            self.items = []
            self.total = 0
        }
    }

    // MARK: - States

    @Binding private var state: ViewState

    // MARK: - Weak Reference

    @WeakReference private var output: ItemSummaryViewOutput?

    // MARK: - Init

    /// The output is the state holder ItemSummaryViewGroup hands down with `.weakReference`.
    init(state: Binding<ViewState>) {
        _state = state
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.heading)
            Text("Total: \(state.total)")
            Button("Clear") {
                output?.clear()
            }
        }
    }
}

// MARK: - Nested Types

extension ItemSummaryView.ViewState {
    struct SummaryLine: Equatable, Sendable {
        var title: String
        var count: Int
    }
}

// MARK: - Preview

#Preview("empty") {
    ItemSummaryView(
        state: .constant(.init(heading: "")))
}

#Preview("twoLines") {
    ItemSummaryView(
        state: .constant({
            var state = ItemSummaryView.ViewState(heading: "Your cart")
            state.lines = [.init(title: "Bun", count: 1), .init(title: "Tea", count: 2)]
            state.total = 3
            return state
        }()))
}
