import ComposableArchitecture
import SwiftUI

public struct NumbersListView: View {
    // MARK: - Properties

    public let store: StoreOf<NumbersList>

    // MARK: - Lifecycle

    public init(store: StoreOf<NumbersList>) {
        self.store = store
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            numbersContent
            Button("Retry") {
                store.send(.retry)
            }
        }
        .onAppear {
            store.send(.onAppear)
        }
    }

    // MARK: - Subviews

    private var numbersContent: some View {
        NumbersContentView(store: store.scope(\.numbersContent, action: \.numbersContent))
    }
}

// MARK: - Preview

#Preview {
    NumbersListView(store: Store(initialState: NumbersList.State()) {
        NumbersList()
    })
}
