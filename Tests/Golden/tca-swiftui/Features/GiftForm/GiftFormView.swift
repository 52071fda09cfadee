import ComposableArchitecture
import SwiftUI

struct GiftFormView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<GiftForm>
    @FocusState var focus: GiftForm.ViewState.Field?

    // MARK: - Body

    var body: some View {
        VStack {
            List(store.recentTitles, id: \.self) { item in
                Text(item)
            }
            Button("Add recipient") {
                store.send(.addRecipientButtonTapped)
            }
        }
        .bind($store.focus, to: $focus)
    }
}

// MARK: - Preview

#Preview {
    GiftFormView(store: Store(initialState: GiftForm.State(focus: nil, draft: GiftDraft(id: UUID(), title: "Tea", recipients: []))) {
        GiftForm()
    })
}
