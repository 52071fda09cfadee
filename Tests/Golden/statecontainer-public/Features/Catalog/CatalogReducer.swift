import Foundation

@MainActor
public final class CatalogReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public var items: [CatalogItem]
        public var cartCount: Int
        public var detailSelected: String?

        // MARK: - Subviews

        public var catalogItemList: CatalogItemList.ViewState {
            .init(
                items: items
            )
        }

        public var cartButton: CartButton.ViewState {
            .init(
                count: cartCount,
                isEnabled: cartCount > 0
            )
        }

        // MARK: - Lifecycle

        public init() {
            self.items = []
            self.cartCount = 0
            self.detailSelected = nil
        }
    }

    // MARK: - Input

    public enum Input: Sendable {
        case onAppear
        case openCart
        case onCatalogItemListAction(CatalogItemList.Action)
        case onCartButtonAction(CartButton.Action)
    }

    // MARK: - Feedback

    public enum Feedback: Sendable {
        case cartDidBuy(itemCount: Int)
    }

    // MARK: - Output

    public enum Output: Sendable {
        case openCart
    }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Reduce

    public func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        case let .feedback(feedback):
            return reduce(feedback: feedback, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .onAppear:
            return .none
        case .openCart:
            return .output(.openCart)
        case .onCatalogItemListAction:
            return .none
        case .onCartButtonAction:
            return .none
        }
    }

    private func reduce(feedback: Feedback, into state: inout State) -> Effect {
        switch feedback {
        case .cartDidBuy:
            return .none
        }
    }
}

// MARK: - Nested Types

extension CatalogReducer.State {
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
