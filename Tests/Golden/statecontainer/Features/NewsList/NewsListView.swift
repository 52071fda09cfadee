import SwiftUI

struct NewsListView: View {
    // MARK: - Nested Types

    /// The screens NewsList pushes or presents.
    enum Destination {
        case details(post: NewsList.ViewState.NewsItem)
    }

    // MARK: - Properties

    @StateObject private var store: NewsListReducer.ViewStore
    private let navigator: StateContainer.Navigator?
    private let output: ((NewsListReducer.Output) -> Void)?
    /// The services the reducer is built with, passed on to the screens it opens.
    private let news: NewsClient

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - news: A service the reducer's effects call.
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `NewsList.build`): its push routes go there, and its `dismiss` pops it.
    ///     Without one, it pushes nothing, and SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(news: NewsClient, navigator: StateContainer.Navigator? = nil, output: ((NewsListReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: NewsListReducer.ViewStore(state: .init(), reducer: NewsListReducer(news: news)))
        self.navigator = navigator
        self.output = output
        self.news = news
    }

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
        .onReceive(store.outputPublisher) { handle($0) }
        .navigationDestination(for: StateContainer.Screen<Destination>.self) { pushed in
            screen(for: pushed.destination, navigator: navigator)
        }
    }

    // MARK: - Subviews

    private var newsListHeader: some View {
        NewsListHeader()
    }

    private var newsFeed: some View {
        NewsFeed(state: store.newsFeed) { store.send(.onNewsFeedAction($0)) }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: NewsListReducer.Output) {
        switch output {
        case let .details(post):
            navigator?.push(Destination.details(post: post)) { screen(for: $0, navigator: $1) }
        }
    }

    // MARK: - Destinations

    /// The screen for a destination: pushed on `navigator`.
    @ViewBuilder
    private func screen(for destination: Destination, navigator: StateContainer.Navigator?) -> some View {
        switch destination {
        case let .details(post):
            NewsDetailsView(post: post, news: news, navigator: navigator)
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        NewsListView(news: PreviewNewsClient(), navigator: navigator)
    }
}
