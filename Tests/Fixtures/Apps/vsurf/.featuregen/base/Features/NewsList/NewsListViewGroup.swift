import SwiftUI

/// Assembles the NewsList module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct NewsListViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: NewsListViewStateHolder
    @State private var navigationState = NewsListNavigationState()

    // MARK: - Private Properties

    private let newsListUnit: NewsListUnitInput & NewsListUnitOutput
    /// The services the unit is built with, passed on to the modules it opens.
    private let news: NewsClient

    // MARK: - Init

    /// - Parameters:
    ///   - news: A service the unit's commands call.
    init(news: NewsClient) {
        let newsListUnit = VSURFServices.Units.newsList(news: news)
        self.newsListUnit = newsListUnit
        self.news = news
        _stateHolder = StateObject(wrappedValue: NewsListViewStateHolder(newsListUnit: newsListUnit))
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationState.path) {
            NewsListView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
                .navigationDestination(for: VSURFScreen<NewsListNavigationState.Destination>.self) { pushed in
                    screen(for: pushed.destination) { navigationState.pop() }
                }
        }
        .sheet(isPresented: $navigationState.isPresented) {
            screen(for: navigationState.presented) { navigationState.presented = nil }
        }
    }

    // MARK: - Destinations

    /// The module for a destination, with how it closes: a pop for a pushed one, the end of the
    /// sheet for a presented one.
    @ViewBuilder
    private func screen(
        for destination: NewsListNavigationState.Destination?, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch destination {
        case let .details(post)?:
            NewsDetailsViewGroup(post: post, news: news, dismiss: dismiss)
        case nil:
            EmptyView()
        }
    }
}

// MARK: - Preview

#Preview {
    NewsListViewGroup(news: PreviewNewsClient())
}
