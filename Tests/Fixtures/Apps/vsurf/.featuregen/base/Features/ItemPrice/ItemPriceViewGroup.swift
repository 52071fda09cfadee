import SwiftUI

/// Assembles the ItemPrice module: its unit from the services factory, its state holder and its
/// view, which gets the state holder as its output through `.weakReference`.
struct ItemPriceViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ItemPriceViewStateHolder

    // MARK: - Init

    init(amount: Double) {
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: ItemPriceViewStateHolder(amount: amount, itemPriceUnit: VSURFServices.Units.itemPrice()))
    }

    // MARK: - Body

    var body: some View {
        ItemPriceView(state: $stateHolder.state)
            .weakReference(stateHolder, as: ItemPriceViewOutput.self)
    }
}

// MARK: - Preview

#Preview {
    ItemPriceViewGroup(amount: 0)
}
