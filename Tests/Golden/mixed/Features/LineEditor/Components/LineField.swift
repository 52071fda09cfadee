import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct LineField {
    @ObservableState
    struct State: Equatable, Sendable {
        var text: String
    }

    enum Action: BindableAction, Sendable {
        case onClear
        case binding(BindingAction<State>)
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .onClear:
                return .none
            case .binding:
                return .none
            }
        }
    }
}

// MARK: - View

struct LineFieldView: View {
    /// Bindable, for the controls that edit its fields:
    /// - `$store.text`
    @Perception.Bindable var store: StoreOf<LineField>

    var body: some View {
        WithPerceptionTracking {
            Text("LineField")
        }
    }
}

// MARK: - Preview

#Preview {
    LineFieldView(store: Store(initialState: LineField.State(text: "")) {
        LineField()
    })
}
