import ComposableArchitecture
import SwiftUI

struct StarterView: View {
    // MARK: - Properties

    let store: StoreOf<Starter>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Body

    var body: some View {
        VStack {
            starterHeader
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
    }

    // MARK: - Subviews

    private var starterHeader: some View {
        StarterHeaderView(store: store.scope(\.starterHeader, action: \.starterHeader))
    }
}

// MARK: - Preview

#Preview {
    StarterView(store: Store(initialState: Starter.State(title: "")) {
        Starter()
    })
}
