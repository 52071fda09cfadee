import ComposableArchitecture
import SwiftUI
import UIKit

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

    enum Action: Sendable {
        case onAppear
        case buy
        case didBuy(itemCount: Int)
        case closeButtonTapped
        case buyButton(BuyButton.Action)
        case delegate(Delegate)

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
                case .onAppear:
                    guard !state.hasAppeared else { return .none }
                    state.hasAppeared = true
                    return .none
                case .buy:
                    return .none
                case let .didBuy(itemCount):
                    return .send(.delegate(.didBuy(itemCount: itemCount)))
                case .closeButtonTapped:
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

// MARK: - Building

extension Cart {
    /// What another feature passes to open this one: the spec's input.
    struct Input {}

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        let controller = UIHostingController<CartView?>(rootView: nil)
        let store = Store(initialState: State()) {
            Cart()
            Reduce { _, action in
                if case let .delegate(delegate) = action {
                    output?(delegate)
                }
                return .none
            }
        } withDependencies: {
            $0.dismiss = DismissEffect { [weak controller] in
                if let navigationController = controller?.navigationController, navigationController.viewControllers.count > 1 {
                    navigationController.popViewController(animated: true)
                } else {
                    controller?.dismiss(animated: true)
                }
            }
        }
        controller.rootView = CartView(store: store)
        return controller
    }
}
