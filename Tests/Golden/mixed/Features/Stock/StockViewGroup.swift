import SwiftUI

/// Assembles the Stock module: its unit from the services factory, its state holder and its
/// view, which gets the state holder as its output through `.weakReference`.
struct StockViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: StockViewStateHolder

    // MARK: - Init

    /// - Parameters:
    ///   - letterUnit: Letter's unit, shared with it.
    init(item: Stock.ViewState.Item, letterUnit: LetterUnitInput & LetterUnitOutput) {
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: StockViewStateHolder(item: item, stockUnit: VSURFServices.Units.stock(), letterUnit: letterUnit))
    }

    // MARK: - Body

    var body: some View {
        StockView(state: $stateHolder.state)
            .weakReference(stateHolder, as: StockViewOutput.self)
    }
}

// MARK: - Preview

#Preview {
    StockViewGroup(item: .init(title: ""), letterUnit: VSURFServices.Units.letter(mail: PreviewMailClient()))
}
