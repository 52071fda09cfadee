import Foundation

@MainActor
final class CartReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var items: [CartItem]
        var isBuying: Bool

        // MARK: - Subviews

        var cartItemList: CartItemList.ViewState {
            .init(
                items: items
            )
        }

        var buyButton: BuyButton.ViewState {
            .init(
                isEnabled: !items.isEmpty && !isBuying
            )
        }

        // MARK: - Lifecycle

        init() {
            self.items = []
            self.isBuying = false
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case onAppear
        case buy
        case didBuy(itemCount: Int)
        case closeButtonTapped
        case onBuyButtonAction(BuyButton.Action)
    }

    // MARK: - Output

    enum Output: Sendable {
        case didBuy(itemCount: Int)
        case dismiss
    }

    // MARK: - Reduce

    func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .onAppear:
            state.items = [.init(title: "Tea", count: 2), .init(title: "Cup", count: 1)]
            return .none
        case .buy:
            state.isBuying = true
            return .output(.didBuy(itemCount: state.items.reduce(0) { $0 + $1.count }))
        case let .didBuy(itemCount):
            return .output(.didBuy(itemCount: itemCount))
        case .closeButtonTapped:
            return .output(.dismiss)
        case .onBuyButtonAction:
            return .none
        }
    }
}

// MARK: - Nested Types

extension CartReducer.State {
    nonisolated struct CartItem: Equatable, Sendable {
        var title: String
        var count: Int
    }
}
