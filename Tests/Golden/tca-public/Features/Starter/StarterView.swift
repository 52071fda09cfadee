import ComposableArchitecture
import SwiftUI

public struct StarterView: View {
    // MARK: - Properties

    public let store: StoreOf<Starter>

    // MARK: - Lifecycle

    public init(store: StoreOf<Starter>) {
        self.store = store
    }

    // MARK: - Body

    public var body: some View {
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
