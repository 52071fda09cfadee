import SwiftUI

struct NumbersView: View {
    // MARK: - Nested Types

    /// The screens Numbers pushes or presents.
    enum Destination {
        case openGallery(albumId: String)
    }

    // MARK: - Properties

    @StateObject private var store: NumbersReducer.ViewStore
    @State private var presented: StateContainer.Screen<Destination>?
    private let navigator: StateContainer.Navigator?
    private let output: ((NumbersReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on: its push routes go there, and its
    ///     `dismiss` pops it. Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(navigator: StateContainer.Navigator? = nil, output: ((NumbersReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: NumbersReducer.ViewStore(state: .init(), reducer: NumbersReducer()))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Numbers")
        }
        .onReceive(store.outputPublisher) { handle($0) }
        .navigationDestination(for: StateContainer.Screen<Destination>.self) { pushed in
            screen(for: pushed.destination, navigator: navigator)
        }
        .sheet(item: $presented) { item in
            StateContainer.NavigationContainer(dismiss: { presented = nil }) { navigator in
                screen(for: item.destination, navigator: navigator)
            }
        }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: NumbersReducer.Output) {
        switch output {
        case .didFinish:
            self.output?(output)
        case let .openGallery(albumId):
            presented = StateContainer.Screen(Destination.openGallery(albumId: albumId))
        }
    }

    // MARK: - Destinations

    /// The screen for a destination: pushed on `navigator`, or the root of a presented stack.
    @ViewBuilder
    private func screen(for destination: Destination, navigator: StateContainer.Navigator?) -> some View {
        switch destination {
        case let .openGallery(albumId):
            StateContainer.HostedScreen { Gallery.build(input: .init(albumId: albumId)) }
        }
    }
}

// MARK: - Preview

#Preview {
    NumbersView()
}
