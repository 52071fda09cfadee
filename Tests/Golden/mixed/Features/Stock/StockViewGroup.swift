import SwiftUI

/// Assembles the Stock module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct StockViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: StockViewStateHolder
    @State private var navigationState = StockNavigationState()

    // MARK: - Private Properties

    private let stockUnit: StockUnitInput & StockUnitOutput

    // MARK: - Init

    init(item: Stock.ViewState.Item) {
        let stockUnit = VSURFServices.Units.stock()
        self.stockUnit = stockUnit
        _stateHolder = StateObject(wrappedValue: StockViewStateHolder(item: item, stockUnit: stockUnit))
    }

    // MARK: - Body

    var body: some View {
        StockView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
    }
}

// MARK: - Preview

#Preview {
    StockViewGroup(item: .init(title: ""))
}
