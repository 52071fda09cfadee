import SwiftUI

/// Assembles the Checkout module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct CheckoutViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CheckoutViewStateHolder
    @State private var navigationState = CheckoutNavigationState()

    // MARK: - Private Properties

    /// The path of the NavigationStack that pushed the module, which its own pushes go on;
    /// nil: the module is the root of its navigation and shows its own NavigationStack.
    private let path: Binding<NavigationPath>?
    /// Where on that path the module's screen is: how many screens are under it.
    private let depth: Int

    // MARK: - Init

    /// - Parameters:
    ///   - checkoutUnit: The unit, shared with the screens that use it too.
    ///   - output: The feature that shows Checkout, told what happens in it.
    init(checkoutUnit: CheckoutUnitInput & CheckoutUnitOutput, output: Checkout.Output? = nil, path: Binding<NavigationPath>? = nil, depth: Int = 0) {
        self.path = path
        self.depth = depth
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(
            wrappedValue: {
                let stateHolder = CheckoutViewStateHolder(checkoutUnit: checkoutUnit)
                stateHolder.output = output
                return stateHolder
            }())
    }

    // MARK: - Body

    var body: some View {
        Group {
            if path == nil {
                NavigationStack(path: $navigationState.path) {
                    screenView
                }
            } else {
                screenView
            }
        }
        .sheet(item: $navigationState.presented) { presented in
            screen(for: presented) { navigationState.presented = nil }
        }
    }

    // MARK: - Navigation

    /// The navigation state the view changes: its pushes go on the stack that shows it, its own
    /// or, pushed, its opener's.
    private var navigation: Binding<CheckoutNavigationState> {
        $navigationState.pushing(on: path, at: depth)
    }

    /// The view with the screens it pushes, which SwiftUI finds on whichever stack shows it.
    private var screenView: some View {
        CheckoutView(state: $stateHolder.state, navigationState: navigation, output: stateHolder)
            .navigationDestination(for: VSURFScreen<CheckoutNavigationState.Destination>.self) { pushed in
                screen(for: pushed) { navigation.wrappedValue.pop(to: pushed.depth) }
            }
    }

    // MARK: - Destinations

    /// The module for a screen pushed or presented, with how it closes: a pop for a pushed one,
    /// the end of the sheet for a presented one.
    @ViewBuilder
    private func screen(
        for shown: VSURFScreen<CheckoutNavigationState.Destination>, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch shown.destination {
        case let .openGallery(albumId):
            VSURFHostedScreen {
                Gallery.build(
                    input: .init(albumId: albumId),
                    output: .init(
                        didPick: { [weak stateHolder] photoId in
                            Task { @MainActor [weak stateHolder] in stateHolder?.galleryDidPick(photoId: photoId) }
                        }
                    )
                )
            }
        case .openShop:
            VSURFHostedScreen { Shop.build(input: .init()) }
        case .openNumbers:
            VSURFHostedScreen {
                Numbers.build(
                    input: .init(),
                    output: { [weak stateHolder] output in
                        if case let .didFinish(count) = output {
                            Task { @MainActor [weak stateHolder] in stateHolder?.numbersDidFinish(count: count) }
                        }
                    }
                )
            }
        case .openBasket:
            VSURFHostedScreen {
                Basket.build(input: .init()) { [weak stateHolder] delegate in
                    if case let .didCheckOut(orderId) = delegate {
                        Task { @MainActor [weak stateHolder] in stateHolder?.basketDidCheckOut(orderId: orderId) }
                    }
                }
            }
        case let .openReceipt(orderId):
            VSURFHostedScreen {
                Receipt.build(
                    input: .init(orderId: orderId),
                    output: .init(
                        didClose: { [weak stateHolder] in
                            Task { @MainActor [weak stateHolder] in stateHolder?.receiptDidClose() }
                        }
                    )
                )
            }
        }
    }
}

// MARK: - Preview

#Preview {
    CheckoutViewGroup(checkoutUnit: VSURFServices.Units.checkout())
}
