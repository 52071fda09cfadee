import Foundation

@MainActor
final class CatalogReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var items: [CatalogItem]
        var cartCount: Int
        var detailSelected: String?

        // MARK: - Subviews

        var catalogItemList: CatalogItemList.ViewState {
            .init(
                items: items
            )
        }

        var cartButton: CartButton.ViewState {
            .init(
                count: cartCount,
                isEnabled: cartCount > 0
            )
        }

        // MARK: - Lifecycle

        init() {
            self.items = []
            self.cartCount = 0
            self.detailSelected = nil
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case onAppear
        case openCart
        case onCatalogItemListAction(CatalogItemList.Action)
        case onCartButtonAction(CartButton.Action)
    }

    // MARK: - Feedback

    enum Feedback: Sendable {
        case cartDidBuy(itemCount: Int)
    }

    // MARK: - Output

    enum Output: Sendable {
        case openCart
    }

    // MARK: - Reduce

    func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
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
        case .onCartButtonAction(.onTap):
            return .output(.openCart)
        }
    }

    private func reduce(feedback: Feedback, into state: inout State) -> Effect {
        switch feedback {
        case let .cartDidBuy(itemCount):
            state.cartCount += itemCount
            return .none
        }
    }
}

// MARK: - Nested Types

extension CatalogReducer.State {
    nonisolated struct CatalogItem: Equatable, Sendable {
        var title: String
        var canRemoveFromCart: Bool
    }
}
