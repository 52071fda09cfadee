import SwiftUI

/// A part of ProductCardView.
public struct FooterButtons: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let loadingState: LoadingState
        public let bottomInset: CGFloat
        public let basketLoadingState: LoadingState
        public let actualPrice: String
        public let initialPrice: String
        public let shouldShowPriceInButton: Bool
        public let isAvailableToBuy: Bool
        public let isAddedToBasket: Bool

        public init(loadingState: LoadingState, bottomInset: CGFloat, basketLoadingState: LoadingState, actualPrice: String, initialPrice: String, shouldShowPriceInButton: Bool, isAvailableToBuy: Bool, isAddedToBasket: Bool) {
            self.loadingState = loadingState
            self.bottomInset = bottomInset
            self.basketLoadingState = basketLoadingState
            self.actualPrice = actualPrice
            self.initialPrice = initialPrice
            self.shouldShowPriceInButton = shouldShowPriceInButton
            self.isAvailableToBuy = isAvailableToBuy
            self.isAddedToBasket = isAddedToBasket
        }
    }

    public enum Action: Sendable {
        case onTapMapButton
        case onTapBasketButton
    }

    // MARK: - Properties

    public let state: ViewState
    public let onAction: (Action) -> Void

    public init(state: ViewState, onAction: @escaping (Action) -> Void) {
        self.state = state
        self.onAction = onAction
    }

    // MARK: - Body

    public var body: some View {
        Text("FooterButtons")
    }
}

// MARK: - Preview

#Preview {
    FooterButtons(state: .init(loadingState: .none, bottomInset: 0, basketLoadingState: .none, actualPrice: "", initialPrice: "", shouldShowPriceInButton: false, isAvailableToBuy: false, isAddedToBasket: false)) { _ in }
}
