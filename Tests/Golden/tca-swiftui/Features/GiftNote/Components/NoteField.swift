import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct NoteField {
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

struct NoteFieldView: View {
    /// Bindable, for the controls that edit its fields:
    /// - `$store.text`
    @Bindable var store: StoreOf<NoteField>

    var body: some View {
        Text("NoteField")
    }
}

// MARK: - Preview

#Preview {
    NoteFieldView(store: Store(initialState: NoteField.State(text: "")) {
        NoteField()
    })
}
