import SwiftUI

/// Assembles the Checkout module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct CheckoutViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CheckoutViewStateHolder
    @State private var navigationState = CheckoutNavigationState()

    // MARK: - Private Properties

    private let checkoutUnit: CheckoutUnitInput & CheckoutUnitOutput

    // MARK: - Init

    /// - Parameters:
    ///   - checkoutUnit: The unit, shared with the screens that use it too.
    ///   - output: The feature that shows Checkout, told what happens in it.
    init(checkoutUnit: CheckoutUnitInput & CheckoutUnitOutput, output: Checkout.Output? = nil) {
        self.checkoutUnit = checkoutUnit
        let stateHolder = CheckoutViewStateHolder(checkoutUnit: checkoutUnit)
        stateHolder.output = output
        _stateHolder = StateObject(wrappedValue: stateHolder)
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationState.path) {
            CheckoutView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
                .navigationDestination(for: VSURFScreen<CheckoutNavigationState.Destination>.self) { pushed in
                    screen(for: pushed.destination) { navigationState.pop() }
                }
        }
        .sheet(isPresented: $navigationState.isPresented) {
            screen(for: navigationState.presented) { navigationState.presented = nil }
        }
    }

    // MARK: - Destinations

    /// The module for a destination, with how it closes: a pop for a pushed one, the end of the
    /// sheet for a presented one.
    @ViewBuilder
    private func screen(
        for destination: CheckoutNavigationState.Destination?, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch destination {
        case let .openGallery(albumId)?:
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
        case .openShop?:
            VSURFHostedScreen { Shop.build(input: .init()) }
        case .openNumbers?:
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
        case .openBasket?:
            VSURFHostedScreen {
                Basket.build(input: .init()) { [weak stateHolder] delegate in
                    if case let .didCheckOut(orderId) = delegate {
                        Task { @MainActor [weak stateHolder] in stateHolder?.basketDidCheckOut(orderId: orderId) }
                    }
                }
            }
        case let .openReceipt(orderId)?:
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
        case nil:
            EmptyView()
        }
    }
}

// MARK: - Preview

#Preview {
    CheckoutViewGroup(checkoutUnit: VSURFServices.Units.checkout())
}
