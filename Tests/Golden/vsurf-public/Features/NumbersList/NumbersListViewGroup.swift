import SwiftUI

/// Assembles the NumbersList module: its unit from the services factory, its state holder and its
/// view, which gets the state holder as its output through `.weakReference`.
public struct NumbersListViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: NumbersListViewStateHolder

    // MARK: - Init

    /// - Parameters:
    ///   - numbers: A service the unit's commands call.
    ///   - output: The feature that shows NumbersList, told what happens in it.
    public init(numbers: NumbersClient, output: NumbersList.Output? = nil) {
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(
            wrappedValue: {
                let stateHolder = NumbersListViewStateHolder(numbersListUnit: VSURFServices.Units.numbersList(numbers: numbers))
                stateHolder.output = output
                return stateHolder
            }())
    }

    // MARK: - Body

    public var body: some View {
        NumbersListView(state: $stateHolder.state)
            .weakReference(stateHolder, as: NumbersListViewOutput.self)
    }
}

// MARK: - Preview

#Preview {
    NumbersListViewGroup(numbers: PreviewNumbersClient())
}
