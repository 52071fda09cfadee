import SwiftUI

struct NewsListView: View {
    // MARK: - Properties

    @StateObject private var intent: NewsListIntent
    /// The services the intent is built with, passed on to the screens its router opens.
    private let news: NewsClient

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> NewsListIntent, news: NewsClient) {
        _intent = StateObject(wrappedValue: intent())
        self.news = news
    }

    /// The view with its intent: how another screen opens this one.
    static func build(
        input: NewsList.Input, news: NewsClient
    ) -> some View {
        NewsListView(
            intent: NewsListIntent(input: input, news: news),
            news: news
        )
    }

    // MARK: - Body

    var body: some View {
        VStack {
            newsListHeader()
            newsFeed()
            if let errorMessage = intent.model.errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.red)
            }
            Text("Page: \(intent.model.page)")
            Button("Start") {
                intent.start()
            }
            Button("Stop loading") {
                intent.stopLoading()
            }
        }
        .overlay(NewsListRouter(screen: intent.model.routerSubject, news: news))
    }

    // MARK: - Custom Elements

    private func newsListHeader() -> some View {
        NewsListHeader()
    }

    private func newsFeed() -> some View {
        NewsFeed(state: intent.model.newsFeed) { intent.handleNewsFeed($0) }
    }
}

// MARK: - Preview

#Preview {
    NewsList.root(input: .init(), news: PreviewNewsClient())
}
