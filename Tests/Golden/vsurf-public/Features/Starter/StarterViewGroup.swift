import SwiftUI

/// Assembles the Starter module: its unit from the services factory, its state holder, its
/// view and its navigation.
public struct StarterViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: StarterViewStateHolder
    @State private var navigationState = StarterNavigationState()

    // MARK: - Private Properties

    private let unit: StarterUnitInput & StarterUnitOutput

    // MARK: - Init

    public init(title: String) {
        let unit = VSURFServices.Units.starter()
        self.unit = unit
        _stateHolder = StateObject(wrappedValue: StarterViewStateHolder(unit: unit, state: .init(title: title)))
    }

    // MARK: - Body

    public var body: some View {
        StarterView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
    }
}
