import Foundation
import SwiftUI

struct FooterButtons: View {
    // MARK: - Constants

    /// Values the subview reads as `Constant.name`.
    enum Constant {
        static let whereToBuy = "Where to buy"
        static let inBasket = "In the basket"
        static let toBasket = "To the basket"
        static let watchSimilar = "See similar"
    }

    // MARK: - Nested Types

    struct ViewState {
        let loadingState: LoadingState
        let bottomInset: CGFloat
        let basketLoadingState: LoadingState
        let actualPrice: String
        let initialPrice: String
        let shouldShowPriceInButton: Bool
        let isAvailableToBuy: Bool
        let isAddedToBasket: Bool

        init(
            loadingState: LoadingState,
            bottomInset: CGFloat,
            basketLoadingState: LoadingState,
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
        state: .init(loadingState: .none, bottomInset: 0, basketLoadingState: .none, actualPrice: "", initialPrice: "", shouldShowPriceInButton: false, isAvailableToBuy: false, isAddedToBasket: false),
        onAction: { _ in }
    )
}
