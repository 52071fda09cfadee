import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct SelectionLabel {
    @ObservableState
    struct State: Equatable, Sendable {
        var selected: String?
        var hasSelection: Bool
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

struct SelectionLabelView: View {
    let store: StoreOf<SelectionLabel>

    var body: some View {
        Text("SelectionLabel")
    }
}

// MARK: - Preview

#Preview {
    SelectionLabelView(store: Store(initialState: SelectionLabel.State(selected: nil, hasSelection: false)) {
        SelectionLabel()
    })
}
