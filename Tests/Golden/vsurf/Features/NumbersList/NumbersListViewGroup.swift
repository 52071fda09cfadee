import SwiftUI

/// Assembles the NumbersList module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct NumbersListViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: NumbersListViewStateHolder
    @State private var navigationState = NumbersListNavigationState()

    // MARK: - Private Properties

    private let numbersListUnit: NumbersListUnitInput & NumbersListUnitOutput
    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    /// - Parameter output: The feature that shows NumbersList, told what happens in it.
    init(output: NumbersList.Output? = nil, dismiss: (@MainActor () -> Void)? = nil) {
        let numbersListUnit = VSURFServices.Units.numbersList()
        self.numbersListUnit = numbersListUnit
        self.dismiss = dismiss
        _stateHolder = StateObject(wrappedValue: NumbersListViewStateHolder(numbersListUnit: numbersListUnit, output: output))
    }

    // MARK: - Body

    var body: some View {
        NumbersListView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
    }
}

// MARK: - Preview

#Preview {
    NumbersListViewGroup()
}
