import SwiftUI

struct InboxView: View {
    // MARK: - Nested Types

    /// The screens Inbox pushes or presents.
    enum Destination {
        case open(subject: String)
    }

    // MARK: - Properties

    @StateObject private var store: InboxReducer.ViewStore
    private let navigator: StateContainer.Navigator?
    private let output: ((InboxReducer.Output) -> Void)?
    /// The services the reducer is built with, passed on to the screens it opens.
    private let mail: MailClient

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - mail: A service the reducer's effects call.
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `Inbox.build`): its push routes go there, and its `dismiss` pops it.
    ///     Without one, it pushes nothing, and SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(mail: MailClient, navigator: StateContainer.Navigator? = nil, output: ((InboxReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: InboxReducer.ViewStore(state: .init(), reducer: InboxReducer(mail: mail)))
        self.navigator = navigator
        self.output = output
        self.mail = mail
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Unread: \(store.unread)")
            Button("Refresh") {
                store.send(.refresh)
            }
        }
        .onReceive(store.outputPublisher) { handle($0) }
        .navigationDestination(for: StateContainer.Screen<Destination>.self) { pushed in
            screen(for: pushed.destination, navigator: navigator)
        }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: InboxReducer.Output) {
        switch output {
        case let .open(subject):
            navigator?.push(Destination.open(subject: subject)) { screen(for: $0, navigator: $1) }
        }
    }

    // MARK: - Destinations

    /// The screen for a destination: pushed on `navigator`.
    @ViewBuilder
    private func screen(for destination: Destination, navigator: StateContainer.Navigator?) -> some View {
        switch destination {
        case let .open(subject):
            StateContainer.HostedScreen { Letter.build(input: .init(subject: subject), mail: mail) }
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        InboxView(mail: PreviewMailClient(), navigator: navigator)
    }
}
