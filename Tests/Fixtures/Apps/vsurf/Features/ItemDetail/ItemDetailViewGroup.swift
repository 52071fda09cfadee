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
    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    /// - Parameters:
    ///   - itemCartUnit: ItemCart's unit, shared with it.
    init(item: String, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput, dismiss: (@MainActor () -> Void)? = nil) {
        let itemDetailUnit = VSURFServices.Units.itemDetail()
        self.itemDetailUnit = itemDetailUnit
        self.itemCartUnit = itemCartUnit
        self.dismiss = dismiss
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
