import SwiftUI

// MARK: - Output

/// What StockView asks of its state holder.
@MainActor
protocol StockViewOutput: AnyObject {
    func restock()
}

// MARK: - View

struct StockView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var item: Item
        var pinned: Badge.ViewState
        var count: Int

        // MARK: - Subviews

        var badge: Badge.ViewState {
            .init(
                count: count
            )
        }

        // MARK: - Init

        init(item: Stock.ViewState.Item) {
            self.item = item
            self.pinned = Badge.ViewState(count: 0)
            self.count = 0
        }
    }

    // MARK: - States

    @Binding private var state: ViewState

    // MARK: - Weak Reference

    @WeakReference private var output: StockViewOutput?

    // MARK: - Init

    /// The output is the state holder StockViewGroup hands down with `.weakReference`.
    init(state: Binding<ViewState>) {
        _state = state
    }

    // MARK: - Body

    var body: some View {
        VStack {
            badge
            Button("Restock") {
                output?.restock()
            }
        }
    }

    // MARK: - Subviews

    private var badge: some View {
        Badge(state: state.badge)
    }
}

// MARK: - Nested Types

extension StockView.ViewState {
    struct Item: Equatable, Sendable {
        var title: String

        var isUntitled: Bool {
            title.isEmpty
        }
    }
}
