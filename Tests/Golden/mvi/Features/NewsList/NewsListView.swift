import SwiftUI

struct NewsListView: View {
    // MARK: - Properties

    @StateObject private var intent: NewsListIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> NewsListIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(input: NewsList.Input, output: NewsList.Output? = nil) -> some View {
        NewsListView(intent: NewsListIntent(input: input, output: output))
    }

    // MARK: - Body

    var body: some View {
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

// MARK: - Preview

#Preview {
    NewsList.root(input: .init())
}
