import ComposableArchitecture
import SwiftUI

struct GiftListView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<GiftList>

    // MARK: - Body

    var body: some View {
        VStack {
            ForEach(store.scope(\.gifts, action: \.gifts)) { store in
                GiftItemView(store: store)
            }
            List(store.recentTitles, id: \.self) { item in
                Text(item)
            }
            Button("Remove wrapped") {
                store.send(.removeWrapped)
            }
            Button("Schedule sort") {
                store.send(.scheduleSort)
            }
            Button("Cancel sort") {
                store.send(.cancelSort)
            }
            Button("Sort gifts") {
                store.send(.sortGifts)
            }
        }
        .confirmationDialog($store.scope(\.confirmationDialog, action: \.confirmationDialog))
    }
}

// MARK: - Preview

#Preview {
    GiftListView(store: Store(initialState: GiftList.State()) {
        GiftList()
    })
}
