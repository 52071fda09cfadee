import SwiftUI

/// Assembles the Receipt module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct ReceiptViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ReceiptViewStateHolder
    @State private var navigationState = ReceiptNavigationState()

    // MARK: - Private Properties

    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    init(dismiss: (@MainActor () -> Void)? = nil) {
        self.dismiss = dismiss
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: ReceiptViewStateHolder(receiptUnit: VSURFServices.Units.receipt()))
    }

    // MARK: - Body

    var body: some View {
        ReceiptView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder, dismiss: dismiss)
    }
}

// MARK: - Preview

#Preview {
    ReceiptViewGroup()
}
