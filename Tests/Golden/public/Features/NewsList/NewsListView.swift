import SwiftUI

@MainActor
public struct NewsListView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject public var state: NewsList.ViewState
    public let reducer: Reducer<NewsList.ViewModel>

    // MARK: - Lifecycle

    public init(state: NewsList.ViewState, reducer: Reducer<NewsList.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            newsListHeader
            newsFeed
            if let errorMessage = state.errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.red)
            }
            Text("Page: \(state.page)")
            Button("Start") {
                reducer(.start)
            }
            Button("Stop loading") {
                reducer(.stopLoading)
            }
        }
    }

    // MARK: - Subviews

    private var newsListHeader: some View {
        NewsListHeader()
    }

    private var newsFeed: some View {
        NewsFeed(
            state: state.newsFeed,
            onAction: { reducer(.onNewsFeedAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    NewsList.preview(input: .init(), news: PreviewNewsClient())
}
