import ComposableArchitecture
import SwiftUI

struct GiftListView: View {
    // MARK: - Properties

    let store: StoreOf<GiftList>

    // MARK: - Body

    var body: some View {
        VStack {
            ForEach(store.scope(state: \.gifts, action: \.gifts)) { store in
                GiftItemView(store: store)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    GiftListView(store: Store(initialState: GiftList.State()) {
        GiftList()
    })
}
