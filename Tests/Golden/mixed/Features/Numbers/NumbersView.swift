import SwiftUI

struct NumbersView: View {
    // MARK: - Nested Types

    /// The screens Numbers pushes or presents.
    enum Destination {
        case openGallery(albumId: String)
        case openReceipt(orderId: String)
        case openBasket
        case openCheckout
    }

    // MARK: - Properties

    @StateObject private var store: NumbersReducer.ViewStore
    @State private var presented: StateContainer.Screen<Destination>?
    private let navigator: StateContainer.Navigator?
    private let output: ((NumbersReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `Numbers.build`): its push routes go there, and its `dismiss` pops it.
    ///     Without one, it pushes nothing, and SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(navigator: StateContainer.Navigator? = nil, output: ((NumbersReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: NumbersReducer.ViewStore(state: .init(), reducer: NumbersReducer()))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            List(store.values, id: \.self) { item in
                Text(String(item))
            }
            List(store.albums, id: \.id) { item in
                Button {
                    store.send(.pickAlbum(album: item))
                } label: {
                    Text(item.title)
                }
            }
            Button("Open basket") {
                store.send(.openBasket)
            }
            Button("Open checkout") {
                store.send(.openCheckout)
            }
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
        case let .openReceipt(orderId):
            navigator?.push(Destination.openReceipt(orderId: orderId)) { screen(for: $0, navigator: $1) }
        case .openBasket:
            presented = StateContainer.Screen(Destination.openBasket)
        case .openCheckout:
            presented = StateContainer.Screen(Destination.openCheckout)
        }
    }

    // MARK: - Destinations

    /// The screen for a destination: pushed on `navigator`, or the root of a presented stack.
    @ViewBuilder
    private func screen(for destination: Destination, navigator: StateContainer.Navigator?) -> some View {
        switch destination {
        case let .openGallery(albumId):
            StateContainer.HostedScreen {
                Gallery.build(
                    input: .init(albumId: albumId),
                    output: .init(
                        didPick: { [store] photoId in
                            Task { @MainActor in store.send(feedback: .galleryDidPick(photoId: photoId)) }
                        }
                    )
                )
            }
        case let .openReceipt(orderId):
            StateContainer.HostedScreen {
                Receipt.build(
                    input: .init(orderId: orderId),
                    output: .init(
                        didClose: { [store] in
                            Task { @MainActor in store.send(feedback: .receiptDidClose) }
                        }
                    )
                )
            }
        case .openBasket:
            StateContainer.HostedScreen {
                Basket.build(input: .init()) { [store] delegate in
                    if case let .didCheckOut(orderId) = delegate {
                        Task { @MainActor in store.send(feedback: .basketDidCheckOut(orderId: orderId)) }
                    }
                }
            }
        case .openCheckout:
            let output = OpenCheckoutOutput(store: store)
            StateContainer.HostedScreen(keeping: output) {
                Checkout.build(input: .init(), output: output)
            }
        }
    }
}

// MARK: - Checkout's Output

/// Checkout (vsurf) reports to an object that implements its output: this one sends what
/// `openCheckout` handles to the store as feedback, for as long as the screen is shown.
@MainActor
private final class OpenCheckoutOutput: Checkout.Output {
    private weak var store: NumbersReducer.ViewStore?

    init(store: NumbersReducer.ViewStore) {
        self.store = store
    }

    func didPay(amount: Int) {
        store?.send(feedback: .checkoutDidPay(amount: amount))
    }

    func didCancel() {
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        NumbersView(navigator: navigator)
    }
}
