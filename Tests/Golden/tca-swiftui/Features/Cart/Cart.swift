import ComposableArchitecture
import SwiftUI

@Reducer
struct Cart {
    /// Other features reach this feature's types through `Cart.ViewState`.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var items: [CartItem]
        var isBuying: Bool
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        var hasAppeared = false

        // MARK: - Derived

        /// What `buyButton.isEnabled` shows; the body sets it there when it changes.
        var buyButtonIsEnabled: Bool {
            !items.isEmpty && !isBuying
        }

        // MARK: - Children

        var buyButton: BuyButton.State

        // MARK: - Subviews

        var cartItemList: CartItemListView.State {
            CartItemListView.State(
                items: items
            )
        }

        // MARK: - Lifecycle

        init() {
            self.items = []
            self.isBuying = false
            self.buyButton = BuyButton.State(
                isEnabled: !items.isEmpty && !isBuying
            )
        }
    }

    // MARK: - Action

    enum Action: ViewAction, Sendable {
        case view(View)
        case buyButton(BuyButton.Action)
        case delegate(Delegate)

        /// What the view sends, with `send(_:)`.
        enum View {
            case onAppear
            case buy
            case didBuy(itemCount: Int)
            case closeButtonTapped
        }

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didBuy(itemCount: Int)
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        CombineReducers {
            Scope(\.buyButton, action: \.buyButton) {
                BuyButton()
            }
            Reduce { state, action in
                switch action {
                case .view(.onAppear):
                    guard !state.hasAppeared else { return .none }
                    state.hasAppeared = true
                    return .none
                case .view(.buy):
                    return .none
                case .view(.didBuy(let itemCount)):
                    return .send(.delegate(.didBuy(itemCount: itemCount)))
                case .view(.closeButtonTapped):
                    return .run { [dismiss] _ in
                        await dismiss()
                    }
                case .buyButton:
                    return .none
                case .delegate:
                    return .none
                }
            }
        }
        .onChange(of: \.buyButtonIsEnabled) { _, state in
            state.buyButton.isEnabled = state.buyButtonIsEnabled
            return .none
        }
    }
}

// MARK: - Nested Types

extension Cart.State {
    nonisolated struct CartItem: Equatable, Sendable {
        var title: String
        var count: Int
    }
}
