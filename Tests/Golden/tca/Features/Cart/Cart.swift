import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Cart {
    /// Specs name this feature's types `Cart.ViewState.<Type>`, in every architecture.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable {
        var items: [CartItem]
        var isBuying: Bool

        // MARK: - Subviews

        var cartItemList: CartItemList.State {
            get {
                CartItemList.State(
                    items: items
                )
            }
            set {}
        }

        var buyButton: BuyButton.State {
            get {
                BuyButton.State(
                    isEnabled: !items.isEmpty && !isBuying
                )
            }
            set {}
        }

        // MARK: - Lifecycle

        init() {
            self.items = []
            self.isBuying = false
        }
    }

    // MARK: - Action

    enum Action {
        case onAppear
        case buy
        case dismiss
        case cartItemList(CartItemList.Action)
        case buyButton(BuyButton.Action)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        enum Delegate {
            case didBuy(itemCount: Int)
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Body

    var body: some ReducerOf<Self> {
        Scope(state: \.cartItemList, action: \.cartItemList) {
            CartItemList()
        }
        Scope(state: \.buyButton, action: \.buyButton) {
            BuyButton()
        }
        Reduce { state, action in
            switch action {
            case .onAppear:
                return .none
            case .buy:
                return .none
            case .dismiss:
                return .run { [dismiss] _ in
                    await dismiss()
                }
            case .cartItemList:
                return .none
            case .buyButton:
                return .none
            case .delegate:
                return .none
            }
        }
    }
}

// MARK: - Nested Types

extension Cart.State {
    struct CartItem: Equatable, Sendable {
        var title: String
        var count: Int
    }
}

// MARK: - Building

extension Cart {
    /// What another feature passes to open this one: the spec's input.
    struct Input {}

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State()) {
            Cart()
        }
        return UIHostingController(rootView: CartView(store: store))
    }
}
