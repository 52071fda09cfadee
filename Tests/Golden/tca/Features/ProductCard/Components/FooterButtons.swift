import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct FooterButtons {
    @ObservableState
    struct State: Equatable, Sendable {
        var loadingState: LoadingState
        var bottomInset: CGFloat
        var basketLoadingState: LoadingState
        var actualPrice: String
        var initialPrice: String
        var shouldShowPriceInButton: Bool
        var isAvailableToBuy: Bool
        var isAddedToBasket: Bool

        init(loadingState: LoadingState, bottomInset: CGFloat, basketLoadingState: LoadingState, actualPrice: String, initialPrice: String, shouldShowPriceInButton: Bool, isAvailableToBuy: Bool, isAddedToBasket: Bool) {
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

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTapMapButton:
                return .none
            case .onTapBasketButton:
                return .none
            }
        }
    }
}

// MARK: - View

struct FooterButtonsView: View {
    let store: StoreOf<FooterButtons>

    var body: some View {
        Text("FooterButtons")
    }
}

// MARK: - Preview

#Preview {
    FooterButtonsView(store: Store(initialState: FooterButtons.State(loadingState: .none, bottomInset: 0, basketLoadingState: .none, actualPrice: "", initialPrice: "", shouldShowPriceInButton: false, isAvailableToBuy: false, isAddedToBasket: false)) {
        FooterButtons()
    })
}
