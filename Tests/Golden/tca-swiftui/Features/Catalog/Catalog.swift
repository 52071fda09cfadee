import ComposableArchitecture
import SwiftUI

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
        var path = StackState<Path.State>()

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
        case path(StackActionOf<Path>)
    }

    // MARK: - Path

    @Reducer
    enum Path {
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
                    state.path.append(.openCart(Cart.State()))
                    return .none
                case .catalogItemList:
                    return .none
                case .cartButton:
                    return .none
                case .path(.element(_, .openCart(.delegate(.didBuy)))):
                    return .none
                case .path:
                    return .none
                }
            }
            .forEach(\.path, action: \.path)
        }
        .onChange(of: \.cartButtonIsEnabled) { _, state in
            state.cartButton.isEnabled = state.cartButtonIsEnabled
            return .none
        }
    }
}

extension Catalog.Path.State: Equatable {}

// MARK: - Nested Types

extension Catalog.State {
    nonisolated struct CatalogItem: Equatable, Sendable {
        var title: String
        var canRemoveFromCart: Bool
    }
}
