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
        var total: Int

        // MARK: - Init

        init(heading: String) {
            self.heading = heading
            self.lines = []
            self.total = 0
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: ItemSummaryNavigationState

    // MARK: - Weak Reference

    @WeakReference private var output: ItemSummaryViewOutput?

    // MARK: - Init

    init(state: Binding<ViewState>, navigationState: Binding<ItemSummaryNavigationState>, output: ItemSummaryViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("ItemSummary")
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
        state: .constant(.init(heading: "")),
        navigationState: .constant(.init()), output: nil)
}

#Preview("twoLines") {
    ItemSummaryView(
        state: .constant({
            var state = ItemSummaryView.ViewState(heading: "Your cart")
            state.lines = [.init(title: "Bun", count: 1), .init(title: "Tea", count: 2)]
            state.total = 3
            return state
        }()),
        navigationState: .constant(.init()), output: nil)
}
