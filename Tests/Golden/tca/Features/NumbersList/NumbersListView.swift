import ComposableArchitecture
import SwiftUI

struct NumbersListView: View {
    // MARK: - Properties

    let store: StoreOf<NumbersList>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Body

    var body: some View {
        VStack {
            numbersContent
            Button("Retry") {
                store.send(.retry)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
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
