import ComposableArchitecture
import SwiftUI

@ViewAction(for: Basket.self)
struct BasketView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<Basket>

    // MARK: - Body

    var body: some View {
        Text("Basket")
        .sheet(item: $store.scope(state: \.destination?.editLine, action: \.destination.editLine)) { store in
            LineEditorView(store: store)
        }
        .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    }
}

// MARK: - Preview

#Preview {
    BasketView(store: Store(initialState: Basket.State()) {
        Basket()
    })
}
