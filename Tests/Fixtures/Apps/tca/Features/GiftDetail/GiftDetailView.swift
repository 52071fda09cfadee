import ComposableArchitecture
import SwiftUI

struct GiftDetailView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<GiftDetail>

    // MARK: - Body

    var body: some View {
        Text("GiftDetail")
        .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
            GiftFormView(store: store)
        }
        .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    }
}

// MARK: - Preview

#Preview {
    GiftDetailView(store: Store(initialState: GiftDetail.State(draft: Shared(value: GiftDraft(id: UUID(), title: "Tea", recipients: [])))) {
        GiftDetail()
    })
}
