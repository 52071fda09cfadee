import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
public struct Catalog {
    /// Other features reach this feature's types through `Catalog.ViewState`.
    public typealias ViewState = State

    // MARK: - State

    @ObservableState
    public struct State: Equatable, Sendable {
        public var detailSelected: String?
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        public var hasAppeared = false
        @Presents public var destination: Destination.State?

        // MARK: - Derived

        /// What `cartButton.isEnabled` shows; the body sets it there when it changes.
        public var cartButtonIsEnabled: Bool {
            cartCount > 0
        }

        // MARK: - Children

        public var catalogItemList: CatalogItemList.State
        public var cartButton: CartButton.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        public var items: [CatalogItem] {
            get { catalogItemList.items }
            set { catalogItemList.items = newValue }
        }

        public var cartCount: Int {
            get { cartButton.count }
            set { cartButton.count = newValue }
        }

        // MARK: - Lifecycle

        public init() {
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

    public enum Action: Sendable {
        case onAppear
        case openCart
        case catalogItemList(CatalogItemList.Action)
        case cartButton(CartButton.Action)
        case destination(PresentationAction<Destination.Action>)
    }

    // MARK: - Destination

    @Reducer
    public enum Destination {
        case openCart(Cart)
    }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ComposableArchitecture.Reducer<State, Action> {
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

/// Public, so not Sendable by inference: the destination's state and actions are, as the
/// feature's are.
extension Catalog.Destination.State: Sendable {}
extension Catalog.Destination.Action: Sendable {}

// MARK: - Nested Types

extension Catalog.State {
    public nonisolated struct CatalogItem: Equatable, Sendable {
        public var title: String
        public var canRemoveFromCart: Bool

        public init(
            title: String,
            canRemoveFromCart: Bool
        ) {
            self.title = title
            self.canRemoveFromCart = canRemoveFromCart
        }
    }
}

// MARK: - Building

extension Catalog {
    /// What another feature passes to open this one: the spec's input.
    public struct Input {
        public init() {}
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State()) {
            Catalog()
        }
        return UIHostingController(rootView: CatalogView(store: store))
    }
}
