import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Catalog {
    /// Other features reach this feature's types through `Catalog.ViewState`.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var detailSelected: String?
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        var hasAppeared = false
        @Presents var destination: Destination.State?

        // MARK: - Derived

        /// What `cartButton.isEnabled` shows; the body sets it there when it changes.
        var cartButtonIsEnabled: Bool {
            cartCount > 0
        }

        // MARK: - Children

        var catalogItemList: CatalogItemList.State
        var cartButton: CartButton.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        var items: [CatalogItem] {
            get { catalogItemList.items }
            set { catalogItemList.items = newValue }
        }

        var cartCount: Int {
            get { cartButton.count }
            set { cartButton.count = newValue }
        }

        // MARK: - Lifecycle

        init() {
            let cartCount: Int = 0
            self.detailSelected = nil
            self.catalogItemList = CatalogItemList.State(
                items: []
            )
            self.cartButton = CartButton.State(
                count: cartCount,
                isEnabled: cartCount > 0
            )
        }
    }

    // MARK: - Action

    enum Action: Sendable {
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

    var body: some ComposableArchitecture.Reducer<State, Action> {
        CombineReducers {
            Scope(\.catalogItemList, action: \.catalogItemList) {
                CatalogItemList()
            }
            Scope(\.cartButton, action: \.cartButton) {
                CartButton()
            }
            Reduce { state, action in
                switch action {
                case .onAppear:
                    guard !state.hasAppeared else { return .none }
                    state.hasAppeared = true
                    return .none
                case .openCart:
                    state.destination = .openCart(Cart.State())
                    return .none
                case .catalogItemList:
                    return .none
                case .cartButton:
                    return .none
                case .destination(.presented(.openCart(.delegate(.didBuy)))):
                    return .none
                case .destination:
                    return .none
                }
            }
            .ifLet(\.$destination, action: \.destination)
        }
        .onChange(of: \.cartButtonIsEnabled) { _, state in
            state.cartButton.isEnabled = state.cartButtonIsEnabled
            return .none
        }
    }
}

extension Catalog.Destination.State: Equatable {}

// MARK: - Nested Types

extension Catalog.State {
    nonisolated struct CatalogItem: Equatable, Sendable {
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
