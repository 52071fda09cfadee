import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct LineField {
    @ObservableState
    struct State: Equatable {
        var text: String
    }

    enum Action {
        case onClear
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .onClear:
                return .none
            }
        }
    }
}

// MARK: - View

struct LineFieldView: View {
    let store: StoreOf<LineField>

    var body: some View {
        WithPerceptionTracking {
            Text("LineField")
        }
    }
}
