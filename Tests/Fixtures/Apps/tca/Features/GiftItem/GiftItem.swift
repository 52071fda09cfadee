import ComposableArchitecture
import SwiftUI
import UIKit

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
                state.isWrapped.toggle()
                return .none
            case .binding:
                return .none
            }
        }
    }
}

// MARK: - Building

extension GiftItem {
    /// What another feature passes to open this one: the spec's input.
    struct Input {
        var id: UUID
        var title: String
        var isWrapped: Bool = false
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State(id: input.id, title: input.title, isWrapped: input.isWrapped)) {
            GiftItem()
        }
        return UIHostingController(rootView: GiftItemView(store: store))
    }
}
