import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct BuyButton {
    @ObservableState
    struct State: Equatable, Sendable {
        var isEnabled: Bool
    }

    enum Action: Sendable {
        case onTap
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTap:
                return .none
            }
        }
    }
}

// MARK: - View

struct BuyButtonView: View {
    let store: StoreOf<BuyButton>

    var body: some View {
        Text("BuyButton")
    }
}

// MARK: - Preview

#Preview {
    BuyButtonView(store: Store(initialState: BuyButton.State(isEnabled: false)) {
        BuyButton()
    })
}
