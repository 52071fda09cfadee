import SwiftUI

/// Assembles the Stock module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct StockViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: StockViewStateHolder
    @State private var navigationState = StockNavigationState()

    // MARK: - Private Properties

    private let stockUnit: StockUnitInput & StockUnitOutput
    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    init(item: Stock.ViewState.Item, dismiss: (@MainActor () -> Void)? = nil) {
        let stockUnit = VSURFServices.Units.stock()
        self.stockUnit = stockUnit
        self.dismiss = dismiss
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
