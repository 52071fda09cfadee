import ComposableArchitecture
import SwiftUI

struct NumbersListView: View {
    // MARK: - Properties

    let store: StoreOf<NumbersList>

    // MARK: - Body

    var body: some View {
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
