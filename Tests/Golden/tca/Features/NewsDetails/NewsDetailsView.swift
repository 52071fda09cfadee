import ComposableArchitecture
import SwiftUI

struct NewsDetailsView: View {
    // MARK: - Properties

    let store: StoreOf<NewsDetails>

    // MARK: - Body

    var body: some View {
        Text("NewsDetails")
        .onAppear { store.send(.onAppear) }
    }
}
