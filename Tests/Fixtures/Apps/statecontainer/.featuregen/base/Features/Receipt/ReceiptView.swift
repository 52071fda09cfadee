import SwiftUI

struct ReceiptView: View {
    // MARK: - Properties

    @StateObject private var store: ReceiptReducer.ViewStore
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    private let navigator: StateContainer.Navigator?
    private let output: ((ReceiptReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `Receipt.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(orderId: String, total: Double, navigator: StateContainer.Navigator? = nil, output: ((ReceiptReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: ReceiptReducer.ViewStore(state: .init(orderId: orderId, total: total), reducer: ReceiptReducer(orderId: orderId)))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Total: \(store.total)")
            Button("Share") {
                store.send(.share)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
        .onReceive(store.outputPublisher) { handle($0) }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: ReceiptReducer.Output) {
        switch output {
        case .didShare:
            self.output?(output)
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        ReceiptView(orderId: "", total: 0, navigator: navigator)
    }
}
