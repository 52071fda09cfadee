import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct CartButton {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var count: Int
        public var isEnabled: Bool

        public init(count: Int, isEnabled: Bool) {
            self.count = count
            self.isEnabled = isEnabled
        }
    }

    public enum Action: Sendable {
        case onTap
    }

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTap:
                return .none
            }
        }
    }
}

// MARK: - View

public struct CartButtonView: View {
    public let store: StoreOf<CartButton>

    public init(store: StoreOf<CartButton>) {
        self.store = store
    }

    public var body: some View {
        Text("CartButton")
    }
}

// MARK: - Preview

#Preview {
    CartButtonView(store: Store(initialState: CartButton.State(count: 0, isEnabled: false)) {
        CartButton()
    })
}
