import SwiftUI

/// Assembles the NewsList module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct NewsListViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: NewsListViewStateHolder
    @State private var navigationState = NewsListNavigationState()

    // MARK: - Private Properties

    private let unit: NewsListUnitInput & NewsListUnitOutput

    // MARK: - Init

    init() {
        let unit = VSURFServices.Units.newsList()
        self.unit = unit
        _stateHolder = StateObject(wrappedValue: NewsListViewStateHolder(unit: unit, state: .init()))
    }

    // MARK: - Body

    var body: some View {
        NewsListView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
            .navigationDestination(isPresented: $navigationState.isPushed) {
                screen(for: navigationState.pushed)
            }
            .sheet(isPresented: $navigationState.isPresented) {
                screen(for: navigationState.presented)
            }
    }

    // MARK: - Destinations

    @ViewBuilder
    private func screen(for destination: NewsListNavigationState.Destination?) -> some View {
        switch destination {
        case let .details(post)?:
            NewsDetailsViewGroup(post: post)
        case nil:
            EmptyView()
        }
    }
}
