import ComposableArchitecture
import SwiftUI

struct StarterView: View {
    // MARK: - Properties

    let store: StoreOf<Starter>

    // MARK: - Body

    var body: some View {
        VStack {
            starterHeader
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear {
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
