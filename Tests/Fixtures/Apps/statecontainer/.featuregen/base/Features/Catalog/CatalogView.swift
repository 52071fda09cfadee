import SwiftUI

struct CatalogView: View {
    // MARK: - Nested Types

    /// The screens Catalog pushes or presents.
    enum Destination {
        case openCart
    }

    // MARK: - Properties

    @StateObject private var store: CatalogReducer.ViewStore
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    private let navigator: StateContainer.Navigator?
    private let output: ((CatalogReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `Catalog.build`): its push routes go there, and its `dismiss` pops it.
    ///     Without one, it pushes nothing, and SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(navigator: StateContainer.Navigator? = nil, output: ((CatalogReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: CatalogReducer.ViewStore(state: .init(), reducer: CatalogReducer()))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            catalogItemList
            cartButton
            Button("Open cart") {
                store.send(.openCart)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
        .onReceive(store.outputPublisher) { handle($0) }
        .navigationDestination(for: StateContainer.Screen<Destination>.self) { pushed in
            screen(for: pushed.destination, navigator: navigator)
        }
    }

    // MARK: - Subviews

    private var catalogItemList: some View {
        CatalogItemList(state: store.catalogItemList) { store.send(.onCatalogItemListAction($0)) }
    }

    private var cartButton: some View {
        CartButton(state: store.cartButton) { store.send(.onCartButtonAction($0)) }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: CatalogReducer.Output) {
        switch output {
        case .openCart:
            navigator?.push(Destination.openCart) { screen(for: $0, navigator: $1) }
        }
    }

    // MARK: - Destinations

    /// The screen for a destination: pushed on `navigator`.
    @ViewBuilder
    private func screen(for destination: Destination, navigator: StateContainer.Navigator?) -> some View {
        switch destination {
        case .openCart:
            CartView(navigator: navigator) { store.openCartOutput($0) }
        }
    }
}

// MARK: - Cart's Output

extension CatalogReducer.ViewStore {
    /// What Cart, opened by `openCart`, reports: sent back as feedback, which the task it
    /// returns reduces; nil for an output `openCart` does not handle.
    @discardableResult
    func openCartOutput(_ output: CartReducer.Output) -> Task<Void, Never>? {
        if case let .didBuy(itemCount) = output {
            return send(feedback: .cartDidBuy(itemCount: itemCount))
        }
        return nil
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        CatalogView(navigator: navigator)
    }
}
