import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct ProgressBar {
    @ObservableState
    struct State: Equatable, Sendable {
        var progress: CGFloat
        var isDone: Bool
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

struct ProgressBarView: View {
    let store: StoreOf<ProgressBar>

    var body: some View {
        Text("ProgressBar")
    }
}

// MARK: - Preview

#Preview {
    ProgressBarView(store: Store(initialState: ProgressBar.State(progress: 0, isDone: false)) {
        ProgressBar()
    })
}
