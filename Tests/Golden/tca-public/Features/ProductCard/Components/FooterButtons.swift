import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct FooterButtons {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var loadingState: LoadingState
        public var bottomInset: CGFloat
        public var basketLoadingState: LoadingState
        public var actualPrice: String
        public var initialPrice: String
        public var shouldShowPriceInButton: Bool
        public var isAvailableToBuy: Bool
        public var isAddedToBasket: Bool

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

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
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

public struct FooterButtonsView: View {
    public let store: StoreOf<FooterButtons>

    public init(store: StoreOf<FooterButtons>) {
        self.store = store
    }

    public var body: some View {
        Text("FooterButtons")
    }
}

// MARK: - Preview

#Preview {
    FooterButtonsView(store: Store(initialState: FooterButtons.State(loadingState: .none, bottomInset: 0, basketLoadingState: .none, actualPrice: "", initialPrice: "", shouldShowPriceInButton: false, isAvailableToBuy: false, isAddedToBasket: false)) {
        FooterButtons()
    })
}
