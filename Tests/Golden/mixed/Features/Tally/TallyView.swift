import ComposableArchitecture
import SwiftUI

struct TallyView: View {
    // MARK: - Properties

    let store: StoreOf<Tally>

    // MARK: - Body

    var body: some View {
        Text("Tally")
    }
}

// MARK: - Preview

#Preview {
    TallyView(store: Store(initialState: Tally.State(counter: .init(value: 0))) {
        Tally()
    })
}
