import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
public struct Cart {
    /// Specs name this feature's types `Cart.ViewState.<Type>`, in every architecture.
    public typealias ViewState = State

    // MARK: - State

    @ObservableState
    public struct State: Equatable {
        public var items: [CartItem]
        public var isBuying: Bool

        // MARK: - Subviews

        public var cartItemList: CartItemList.State {
            get {
                CartItemList.State(
                    items: items
                )
            }
            set {}
        }

        public var buyButton: BuyButton.State {
            get {
                BuyButton.State(
                    isEnabled: !items.isEmpty && !isBuying
                )
            }
            set {}
        }

        // MARK: - Lifecycle

        public init() {
            self.items = []
            self.isBuying = false
        }
    }

    // MARK: - Action

    public enum Action {
        case onAppear
        case buy
        case dismiss
        case cartItemList(CartItemList.Action)
        case buyButton(BuyButton.Action)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        public enum Delegate {
            case didBuy(itemCount: Int)
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ReducerOf<Self> {
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
    public struct CartItem: Equatable, Sendable {
        public var title: String
        public var count: Int

        public init(
            title: String,
            count: Int
        ) {
            self.title = title
            self.count = count
        }
    }
}

// MARK: - Building

extension Cart {
    /// What another feature passes to open this one: the spec's input.
    public struct Input {
        public init() {}
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State()) {
            Cart()
        }
        return UIHostingController(rootView: CartView(store: store))
    }
}
