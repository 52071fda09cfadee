import ComposableArchitecture
import SwiftUI

@Reducer
struct GiftItem {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Identifiable, Sendable {
        let id: UUID
        var title: String
        var isWrapped: Bool = false
    }

    // MARK: - Action

    enum Action: BindableAction, Sendable {
        case toggleWrapped
        case binding(BindingAction<State>)
    }

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .toggleWrapped:
                return .none
            case .binding:
                return .none
            }
        }
    }
}
