import SwiftUI

public struct NewsListView: View {
    // MARK: - Properties

    @ObservedObject private var intent: NewsListIntent

    // MARK: - Lifecycle

    init(intent: NewsListIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: NewsList.Input, output: NewsList.Output? = nil) -> some View {
        let intent = NewsListIntent(input: input, output: output)
        return NewsListView(intent: intent)
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            newsListHeader()
            newsFeed()
        }
        .overlay(NewsListRouter(screen: intent.model.routerSubject))
    }

    // MARK: - Custom Elements

    private func newsListHeader() -> some View {
        NewsListHeader()
    }

    private func newsFeed() -> some View {
        NewsFeed(state: intent.model.newsFeed) { intent.handleNewsFeed($0) }
    }
}
