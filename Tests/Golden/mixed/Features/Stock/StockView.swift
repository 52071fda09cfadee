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
    @Binding private var navigationState: StockNavigationState

    // MARK: - Weak Reference

    @WeakReference private var output: StockViewOutput?

    // MARK: - Init

    init(state: Binding<ViewState>, navigationState: Binding<StockNavigationState>, output: StockViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            badge
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
    }
}
