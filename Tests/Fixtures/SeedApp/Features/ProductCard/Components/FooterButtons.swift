import Foundation
import SwiftUI

struct FooterButtons: View {
    // MARK: - Nested Types

    struct ViewState {
        let loadingState: ProductCard.ViewState.LoadingState
        let bottomInset: CGFloat
        let basketLoadingState: ProductCard.ViewState.LoadingState
        let actualPrice: String
        let initialPrice: String
        let shouldShowPriceInButton: Bool
        let isAvailableToBuy: Bool
        let isAddedToBasket: Bool

        init(
            loadingState: ProductCard.ViewState.LoadingState,
            bottomInset: CGFloat,
            basketLoadingState: ProductCard.ViewState.LoadingState,
            actualPrice: String,
            initialPrice: String,
            shouldShowPriceInButton: Bool,
            isAvailableToBuy: Bool,
            isAddedToBasket: Bool
        ) {
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

    enum Action: Sendable {
        case onTapMapButton
        case onTapBasketButton
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("FooterButtons")
    }
}

// MARK: - Preview

#Preview {
    FooterButtons(
        state: .init(loadingState: .loading, bottomInset: 0, basketLoadingState: .loading, actualPrice: "", initialPrice: "", shouldShowPriceInButton: false, isAvailableToBuy: false, isAddedToBasket: false),
        onAction: { _ in }
    )
}
