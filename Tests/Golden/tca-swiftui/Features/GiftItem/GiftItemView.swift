import ComposableArchitecture
import SwiftUI

struct GiftItemView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<GiftItem>

    // MARK: - Body

    var body: some View {
        VStack {
            Text(store.title)
            Button("Toggle wrapped") {
                store.send(.toggleWrapped)
            }
        }
    }
}
