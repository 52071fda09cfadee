import SwiftUI

/// Assembles the ItemDetail module: its state holder, on the units it shares, and its view,
/// which gets the state holder as its output through `.weakReference`.
struct ItemDetailViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ItemDetailViewStateHolder

    // MARK: - Init

    /// - Parameters:
    ///   - itemCartUnit: ItemCart's unit, shared with it.
    init(item: String, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) {
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: ItemDetailViewStateHolder(item: item, itemCartUnit: itemCartUnit))
    }

    // MARK: - Body

    var body: some View {
        ItemDetailView(state: $stateHolder.state)
            .weakReference(stateHolder, as: ItemDetailViewOutput.self)
    }
}

// MARK: - Preview

#Preview {
    ItemDetailViewGroup(item: "", itemCartUnit: VSURFServices.Units.itemCart())
}
