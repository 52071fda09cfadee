import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct CartButton {
    @ObservableState
    struct State: Equatable, Sendable {
        var count: Int
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

struct CartButtonView: View {
    let store: StoreOf<CartButton>

    var body: some View {
        Text("CartButton")
    }
}

// MARK: - Preview

#Preview {
    CartButtonView(store: Store(initialState: CartButton.State(count: 0, isEnabled: false)) {
        CartButton()
    })
}
