import SwiftUI

/// Assembles the ItemSummary module: its unit from the services factory, its state holder and its
/// view, which gets the state holder as its output through `.weakReference`.
struct ItemSummaryViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ItemSummaryViewStateHolder

    // MARK: - Init

    /// - Parameters:
    ///   - itemCartUnit: ItemCart's unit, shared with it.
    init(heading: String, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) {
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: ItemSummaryViewStateHolder(heading: heading, itemSummaryUnit: VSURFServices.Units.itemSummary(), itemCartUnit: itemCartUnit))
    }

    // MARK: - Body

    var body: some View {
        ItemSummaryView(state: $stateHolder.state)
            .weakReference(stateHolder, as: ItemSummaryViewOutput.self)
    }
}

// MARK: - Preview

#Preview {
    ItemSummaryViewGroup(heading: "", itemCartUnit: VSURFServices.Units.itemCart())
}
