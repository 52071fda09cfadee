import SwiftUI

struct NewsListView: View {
    // MARK: - Properties

    @StateObject private var store: NewsListReducer.ViewStore
    private let output: ((NewsListReducer.Output) -> Void)?

    // MARK: - Lifecycle

    init(output: ((NewsListReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: NewsListReducer.ViewStore(state: .init(), reducer: NewsListReducer()))
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            newsListHeader
            newsFeed
        }
        .onReceive(store.outputPublisher) { output?($0) }
    }

    // MARK: - Subviews

    private var newsListHeader: some View {
        NewsListHeader()
    }

    private var newsFeed: some View {
        NewsFeed(state: store.newsFeed) { store.send(.onNewsFeedAction($0)) }
    }
}
