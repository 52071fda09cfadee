import SwiftUI

/// A part of ProductCardView.
struct FooterButtons: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let loadingState: LoadingState
        let bottomInset: CGFloat
        let basketLoadingState: LoadingState
        let actualPrice: String
        let initialPrice: String
        let shouldShowPriceInButton: Bool
        let isAvailableToBuy: Bool
        let isAddedToBasket: Bool
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
    FooterButtons(state: .init(loadingState: .none, bottomInset: 0, basketLoadingState: .none, actualPrice: "", initialPrice: "", shouldShowPriceInButton: false, isAvailableToBuy: false, isAddedToBasket: false)) { _ in }
}
