import SwiftUI

/// Assembles the ItemCart module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct ItemCartViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ItemCartViewStateHolder
    @State private var navigationState = ItemCartNavigationState()

    // MARK: - Private Properties

    private let itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput
    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    /// - Parameters:
    ///   - itemCartUnit: The unit, shared with the screens that use it too.
    init(itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput, dismiss: (@MainActor () -> Void)? = nil) {
        self.itemCartUnit = itemCartUnit
        self.dismiss = dismiss
        _stateHolder = StateObject(wrappedValue: ItemCartViewStateHolder(itemCartUnit: itemCartUnit))
    }

    // MARK: - Body

    var body: some View {
        ItemCartView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
    }
}

// MARK: - Preview

#Preview {
    ItemCartViewGroup(itemCartUnit: VSURFServices.Units.itemCart())
}
