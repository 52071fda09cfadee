import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct NumbersContent {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var content: NumbersList.ViewState.Content

        public init(content: NumbersList.ViewState.Content) {
            self.content = content
        }
    }

    public enum Action: Sendable {
        case onTapRetry
    }

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTapRetry:
                return .none
            }
        }
    }
}

// MARK: - View

public struct NumbersContentView: View {
    public let store: StoreOf<NumbersContent>

    public init(store: StoreOf<NumbersContent>) {
        self.store = store
    }

    public var body: some View {
        Text("NumbersContent")
    }
}

// MARK: - Preview

#Preview {
    NumbersContentView(store: Store(initialState: NumbersContent.State(content: .idle)) {
        NumbersContent()
    })
}
