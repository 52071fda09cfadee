import ComposableArchitecture
import SwiftUI

public struct NewsDetailsView: View {
    // MARK: - Properties

    public let store: StoreOf<NewsDetails>

    // MARK: - Lifecycle

    public init(store: StoreOf<NewsDetails>) {
        self.store = store
    }

    // MARK: - Body

    public var body: some View {
        Text("NewsDetails")
        .onAppear { store.send(.onAppear) }
    }
}
