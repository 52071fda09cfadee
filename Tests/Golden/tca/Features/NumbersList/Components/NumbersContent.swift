import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct NumbersContent {
    @ObservableState
    struct State: Equatable, Sendable {
        var content: NumbersList.ViewState.Content
    }

    enum Action: Sendable {
        case onTapRetry
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTapRetry:
                return .none
            }
        }
    }
}

// MARK: - View

struct NumbersContentView: View {
    let store: StoreOf<NumbersContent>

    var body: some View {
        Text("NumbersContent")
    }
}

// MARK: - Preview

#Preview {
    NumbersContentView(store: Store(initialState: NumbersContent.State(content: .idle)) {
        NumbersContent()
    })
}
