import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct StarterHeader {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var title: String

        public init(title: String) {
            self.title = title
        }
    }

    public enum Action: Sendable {
        case onTapBack
    }

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTapBack:
                return .none
            }
        }
    }
}

// MARK: - View

public struct StarterHeaderView: View {
    public let store: StoreOf<StarterHeader>

    public init(store: StoreOf<StarterHeader>) {
        self.store = store
    }

    public var body: some View {
        Text("StarterHeader")
    }
}

// MARK: - Preview

#Preview {
    StarterHeaderView(store: Store(initialState: StarterHeader.State(title: "")) {
        StarterHeader()
    })
}
