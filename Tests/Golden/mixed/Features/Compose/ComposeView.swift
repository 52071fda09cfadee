import SwiftUI

struct ComposeView: View {
    // MARK: - Properties

    @StateObject private var store: ComposeReducer.ViewStore
    @Environment(\.dismiss) private var dismiss
    private let navigator: StateContainer.Navigator?
    private let output: ((ComposeReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - mail: A service the reducer's effects call.
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `Compose.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(mail: MailClient, navigator: StateContainer.Navigator? = nil, output: ((ComposeReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: ComposeReducer.ViewStore(state: .init(), reducer: ComposeReducer(mail: mail)))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Send") {
                store.send(.send)
            }
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onReceive(store.outputPublisher) { handle($0) }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: ComposeReducer.Output) {
        switch output {
        case .dismiss:
            if let navigator {
                navigator.dismiss()
            } else {
                dismiss()
            }
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        ComposeView(mail: PreviewMailClient(), navigator: navigator)
    }
}
