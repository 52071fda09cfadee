import ComposableArchitecture
import SwiftUI

struct GiftListView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<GiftList>

    // MARK: - Body

    var body: some View {
        VStack {
            ForEach(store.scope(state: \.gifts, action: \.gifts)) { store in
                GiftItemView(store: store)
            }
        }
        .confirmationDialog($store.scope(state: \.confirmationDialog, action: \.confirmationDialog))
    }
}

// MARK: - Preview

#Preview {
    GiftListView(store: Store(initialState: GiftList.State()) {
        GiftList()
    })
}
