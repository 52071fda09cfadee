import Foundation

@MainActor
public final class CartReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public var items: [CartItem]
        public var isBuying: Bool

        // MARK: - Subviews

        public var cartItemList: CartItemList.ViewState {
            .init(
                items: items
            )
        }

        public var buyButton: BuyButton.ViewState {
            .init(
                isEnabled: !items.isEmpty && !isBuying
            )
        }

        // MARK: - Lifecycle

        public init() {
            self.items = []
            self.isBuying = false
        }
    }

    // MARK: - Input

    public enum Input: Sendable {
        case onAppear
        case buy
        case didBuy(itemCount: Int)
        case closeButtonTapped
        case onBuyButtonAction(BuyButton.Action)
    }

    // MARK: - Output

    public enum Output: Sendable {
        case didBuy(itemCount: Int)
        case dismiss
    }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Reduce

    public func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .onAppear:
            return .none
        case .buy:
            return .none
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
    public nonisolated struct CartItem: Equatable, Sendable {
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
