import SwiftUI

/// Assembles the NewsDetails module: its unit from the services factory, its state holder, its
/// view and its navigation.
public struct NewsDetailsViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: NewsDetailsViewStateHolder
    @State private var navigationState = NewsDetailsNavigationState()

    // MARK: - Private Properties

    private let unit: NewsDetailsUnitInput & NewsDetailsUnitOutput

    // MARK: - Init

    public init(post: NewsList.ViewState.NewsItem) {
        let unit = VSURFServices.Units.newsDetails()
        self.unit = unit
        _stateHolder = StateObject(wrappedValue: NewsDetailsViewStateHolder(unit: unit, state: .init(post: post)))
    }

    // MARK: - Body

    public var body: some View {
        NewsDetailsView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
    }
}
