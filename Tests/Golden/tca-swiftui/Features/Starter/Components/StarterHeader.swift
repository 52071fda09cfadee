import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct StarterHeader {
    @ObservableState
    struct State: Equatable, Sendable {
        var title: String
    }

    enum Action: Sendable {
        case onTapBack
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTapBack:
                return .none
            }
        }
    }
}

// MARK: - View

struct StarterHeaderView: View {
    let store: StoreOf<StarterHeader>

    var body: some View {
        Text("StarterHeader")
    }
}

// MARK: - Preview

#Preview {
    StarterHeaderView(store: Store(initialState: StarterHeader.State(title: "")) {
        StarterHeader()
    })
}
