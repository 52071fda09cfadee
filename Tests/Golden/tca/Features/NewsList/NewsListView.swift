import ComposableArchitecture
import SwiftUI

struct NewsListView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<NewsList>

    // MARK: - Body

    var body: some View {
        VStack {
            newsListHeader
            newsFeed
            if let errorMessage = store.errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.red)
            }
            Text("Page: \(store.page)")
            Button("Start") {
                store.send(.start)
            }
            Button("Stop loading") {
                store.send(.stopLoading)
            }
        }
        .navigationDestination(item: $store.scope(\.$destination, action: \.destination).details) { store in
            NewsDetailsView(store: store)
        }
    }

    // MARK: - Subviews

    private var newsListHeader: some View {
        NewsListHeaderView()
    }

    private var newsFeed: some View {
        NewsFeedView(store: store.scope(\.newsFeed, action: \.newsFeed))
    }
}

// MARK: - Preview

#Preview {
    NewsListView(store: Store(initialState: NewsList.State()) {
        NewsList()
    })
}
