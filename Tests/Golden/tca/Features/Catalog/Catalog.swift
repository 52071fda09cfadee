import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Catalog {
    /// Specs name this feature's types `Catalog.ViewState.<Type>`, in every architecture.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable {
        var items: [CatalogItem]
        var cartCount: Int
        var detailSelected: String?
        @Presents var destination: Destination.State?

        // MARK: - Subviews

        var catalogItemList: CatalogItemList.State {
            get {
                CatalogItemList.State(
                    items: items
                )
            }
            set {}
        }

        var cartButton: CartButton.State {
            get {
                CartButton.State(
                    count: cartCount,
                    isEnabled: cartCount > 0
                )
            }
            set {}
        }

        // MARK: - Lifecycle

        init() {
            self.items = []
            self.cartCount = 0
            self.detailSelected = nil
        }
    }

    // MARK: - Action

    enum Action {
        case onAppear
        case openCart
        case catalogItemList(CatalogItemList.Action)
        case cartButton(CartButton.Action)
        case destination(PresentationAction<Destination.Action>)
    }

    // MARK: - Destination

    @Reducer
    enum Destination {
        case openCart(Cart)
    }

    // MARK: - Body

    var body: some ReducerOf<Self> {
        Scope(state: \.catalogItemList, action: \.catalogItemList) {
            CatalogItemList()
        }
        Scope(state: \.cartButton, action: \.cartButton) {
            CartButton()
        }
        Reduce { state, action in
            switch action {
            case .onAppear:
                return .none
            case .openCart:
                state.destination = .openCart(Cart.State())
                return .none
            case .catalogItemList:
                return .none
            case .cartButton:
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension Catalog.Destination.State: Equatable {}

// MARK: - Nested Types

extension Catalog.State {
    struct CatalogItem: Equatable, Sendable {
        var title: String
        var canRemoveFromCart: Bool
    }
}

// MARK: - Building

extension Catalog {
    /// What another feature passes to open this one: the spec's input.
    struct Input {}

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State()) {
            Catalog()
        }
        return UIHostingController(rootView: CatalogView(store: store))
    }
}
