import SwiftUI

/// Assembles the Checkout module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct CheckoutViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CheckoutViewStateHolder
    @State private var navigationState = CheckoutNavigationState()

    // MARK: - Private Properties

    private let unit: CheckoutUnitInput & CheckoutUnitOutput

    // MARK: - Init

    init() {
        let unit = VSURFServices.Units.checkout()
        self.unit = unit
        _stateHolder = StateObject(wrappedValue: CheckoutViewStateHolder(unit: unit, state: .init()))
    }

    // MARK: - Body

    var body: some View {
        CheckoutView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
            .navigationDestination(isPresented: $navigationState.isPushed) {
                screen(for: navigationState.pushed)
            }
            .sheet(isPresented: $navigationState.isPresented) {
                screen(for: navigationState.presented)
            }
    }

    // MARK: - Destinations

    @ViewBuilder
    private func screen(for destination: CheckoutNavigationState.Destination?) -> some View {
        switch destination {
        case let .openGallery(albumId)?:
            VSURFHostedScreen { Gallery.build(input: .init(albumId: albumId)) }
        case .openShop?:
            VSURFHostedScreen { Shop.build(input: .init()) }
        case .openNumbers?:
            VSURFHostedScreen { Numbers.build(input: .init()) }
        case nil:
            EmptyView()
        }
    }
}
