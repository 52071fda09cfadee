import SwiftUI

struct LedgerView: View {
    // MARK: - Properties

    @StateObject private var store: LedgerReducer.ViewStore
    private let navigator: StateContainer.Navigator?
    private let output: ((LedgerReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `Ledger.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(entry: Ledger.ViewState.Entry, navigator: StateContainer.Navigator? = nil, output: ((LedgerReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: LedgerReducer.ViewStore(state: .init(entry: entry), reducer: LedgerReducer()))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            summary
            Button("Pin") {
                store.send(.pin)
            }
        }
    }

    // MARK: - Subviews

    private var summary: some View {
        Summary(state: store.summary)
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        LedgerView(entry: .init(amount: 0, note: nil), navigator: navigator)
    }
}
