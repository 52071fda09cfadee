import ComposableArchitecture
import SwiftUI

struct GiftDetailView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<GiftDetail>

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Cancel edit") {
                store.send(.cancelEditButtonTapped)
            }
            Button("Done editing") {
                store.send(.doneEditingButtonTapped)
            }
            Button("Delete") {
                store.send(.deleteButtonTapped)
            }
            Button("Start wrapping") {
                store.send(.startWrappingButtonTapped)
            }
        }
        .sheet(item: $store.scope(\.$destination, action: \.destination).edit) { store in
            GiftFormView(store: store)
        }
        .alert($store.scope(\.$destination, action: \.destination).alert)
    }
}

// MARK: - Preview

#Preview {
    GiftDetailView(store: Store(initialState: GiftDetail.State(draft: Shared(value: GiftDraft(id: UUID(), title: "Tea", recipients: [])))) {
        GiftDetail()
    })
}
