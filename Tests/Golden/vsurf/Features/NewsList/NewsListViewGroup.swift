import SwiftUI

/// Assembles the NewsList module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct NewsListViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: NewsListViewStateHolder
    @State private var navigationState = NewsListNavigationState()

    /// Kept for the ViewGroup's identity, as the state holder is: the modules it opens share the
    /// units its screen has, however often SwiftUI makes the ViewGroup again.
    @State private var newsListUnit: NewsListUnitInput & NewsListUnitOutput

    // MARK: - Private Properties

    /// The path of the NavigationStack that pushed the module, which its own pushes go on;
    /// nil: the module is the root of its navigation and shows its own NavigationStack.
    private let path: Binding<NavigationPath>?
    /// The services the unit is built with, passed on to the modules it opens.
    private let news: NewsClient

    // MARK: - Init

    /// - Parameters:
    ///   - news: A service the unit's commands call.
    init(news: NewsClient, path: Binding<NavigationPath>? = nil) {
        let newsListUnit = VSURFServices.Units.newsList(news: news)
        _newsListUnit = State(initialValue: newsListUnit)
        self.path = path
        self.news = news
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: NewsListViewStateHolder(newsListUnit: newsListUnit))
    }

    // MARK: - Body

    var body: some View {
        Group {
            if path == nil {
                NavigationStack(path: $navigationState.path) {
                    screenView
                }
            } else {
                screenView
            }
        }
    }

    // MARK: - Navigation

    /// The navigation state the view changes: its pushes go on the stack that shows it, its own
    /// or, pushed, its opener's.
    private var navigation: Binding<NewsListNavigationState> {
        $navigationState.pushing(on: path)
    }

    /// The view with the screens it pushes, which SwiftUI finds on whichever stack shows it.
    private var screenView: some View {
        NewsListView(state: $stateHolder.state, navigationState: navigation, output: stateHolder)
            .navigationDestination(for: VSURFScreen<NewsListNavigationState.Destination>.self) { pushed in
                screen(for: pushed.destination) { navigation.wrappedValue.pop(to: pushed.depth) }
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
