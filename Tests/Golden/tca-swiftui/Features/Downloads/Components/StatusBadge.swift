import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct StatusBadge {
    @ObservableState
    struct State: Equatable, Sendable {
        var status: Downloads.ViewState.Status
        var isBusy: Bool
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

struct StatusBadgeView: View {
    let store: StoreOf<StatusBadge>

    var body: some View {
        Text("StatusBadge")
    }
}

// MARK: - Preview

#Preview {
    StatusBadgeView(store: Store(initialState: StatusBadge.State(status: .loading, isBusy: false)) {
        StatusBadge()
    })
}
