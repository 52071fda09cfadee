import ComposableArchitecture
import SwiftUI

@ViewAction(for: GiftNote.self)
struct GiftNoteView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<GiftNote>

    // MARK: - Body

    var body: some View {
        VStack {
            noteField
            giftToggle
            Button("Save") {
                send(.save)
            }
            Button("Dismiss") {
                send(.dismiss)
            }
            Button("Clear note") {
                send(.clearNote)
            }
        }
        .alert($store.scope(\.alert, action: \.alert))
    }

    // MARK: - Subviews

    private var noteField: some View {
        NoteFieldView(store: store.scope(\.noteField, action: \.noteField))
    }

    private var giftToggle: some View {
        GiftToggleView(state: $store.giftToggle)
    }
}

// MARK: - Preview

#Preview {
    GiftNoteView(store: Store(initialState: GiftNote.State()) {
        GiftNote()
    })
}
