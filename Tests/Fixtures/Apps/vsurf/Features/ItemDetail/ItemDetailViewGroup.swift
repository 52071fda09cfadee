import SwiftUI

/// Assembles the ItemDetail module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct ItemDetailViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ItemDetailViewStateHolder
    @State private var navigationState = ItemDetailNavigationState()

    // MARK: - Private Properties

    private let itemDetailUnit: ItemDetailUnitInput & ItemDetailUnitOutput
    private let itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput

    // MARK: - Init

    /// - Parameters:
    ///   - itemCartUnit: ItemCart's unit, shared with it.
    init(item: String, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) {
        let itemDetailUnit = VSURFServices.Units.itemDetail()
        self.itemDetailUnit = itemDetailUnit
        self.itemCartUnit = itemCartUnit
        _stateHolder = StateObject(wrappedValue: ItemDetailViewStateHolder(item: item, itemDetailUnit: itemDetailUnit, itemCartUnit: itemCartUnit))
    }

    // MARK: - Body

    var body: some View {
        ItemDetailView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
    }
}

// MARK: - Preview

#Preview {
    ItemDetailViewGroup(item: "", itemCartUnit: VSURFServices.Units.itemCart())
}
