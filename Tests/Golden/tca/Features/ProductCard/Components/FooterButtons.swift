import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct FooterButtons {
    @ObservableState
    struct State: Equatable {
        let loadingState: ProductCard.ViewState.LoadingState
        let bottomInset: CGFloat
        let basketLoadingState: ProductCard.ViewState.LoadingState
        let actualPrice: String
        let initialPrice: String
        let shouldShowPriceInButton: Bool
        let isAvailableToBuy: Bool
        let isAddedToBasket: Bool
    }

    enum Action {
        case onTapMapButton
        case onTapBasketButton
    }

    var body: some ReducerOf<Self> {
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
