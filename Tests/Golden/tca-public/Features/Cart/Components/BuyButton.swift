import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct BuyButton {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var isEnabled: Bool

        public init(isEnabled: Bool) {
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

public struct BuyButtonView: View {
    public let store: StoreOf<BuyButton>

    public init(store: StoreOf<BuyButton>) {
        self.store = store
    }

    public var body: some View {
        Text("BuyButton")
    }
}

// MARK: - Preview

#Preview {
    BuyButtonView(store: Store(initialState: BuyButton.State(isEnabled: false)) {
        BuyButton()
    })
}
