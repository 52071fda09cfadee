import SwiftUI

// MARK: - Output

/// What NewsListView asks of its state holder.
@MainActor
protocol NewsListViewOutput: AnyObject {
    func start()
    func didScrollToBottom()
    func stopLoading()
    func details(post: NewsList.ViewState.NewsItem)
    func onAppear(post: NewsList.ViewState.NewsItem)
    func handleNewsFeed(_ action: NewsFeed.Action)
}

// MARK: - View

struct NewsListView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var news: [NewsItem]
        var page: Int
        var isLoading: Bool
        var errorMessage: String?

        // MARK: - Subviews

        var newsFeed: NewsFeed.ViewState {
            .init(
                news: news,
                isLoading: isLoading
            )
        }

        // MARK: - Init

        init() {
            self.news = []
            self.page = 1
            self.isLoading = false
            self.errorMessage = nil
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: NewsListNavigationState

    // MARK: - Weak Reference

    @WeakReference private var output: NewsListViewOutput?

    // MARK: - Init

    init(state: Binding<ViewState>, navigationState: Binding<NewsListNavigationState>, output: NewsListViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            newsListHeader
            newsFeed
            if let errorMessage = state.errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.red)
            }
            Text("Page: \(state.page)")
            Button("Start") {
                output?.start()
            }
            Button("Stop loading") {
                output?.stopLoading()
            }
        }
    }

    // MARK: - Subviews

    private var newsListHeader: some View {
        NewsListHeader()
    }

    private var newsFeed: some View {
        NewsFeed(state: state.newsFeed) { action in
            if case let .onTapItem(post) = action {
                details(post: post)
            } else {
                output?.handleNewsFeed(action)
            }
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func details(post: NewsList.ViewState.NewsItem) {
        output?.details(post: post)
        navigationState.push(destination: .details(post: post))
    }
}

// MARK: - Nested Types

extension NewsListView.ViewState {
    struct NewsItem: Equatable, Sendable {
        var id: Int
        var title: String
        var text: String
    }
}

extension NewsListView.ViewState {
    enum NewsError: Error, Hashable {
        case network
        case decoding
    }
}
