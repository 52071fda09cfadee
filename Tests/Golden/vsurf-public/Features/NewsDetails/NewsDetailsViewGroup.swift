import SwiftUI

/// Assembles the NewsDetails module: its unit from the services factory, its state holder, its
/// view and its navigation.
public struct NewsDetailsViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: NewsDetailsViewStateHolder
    @State private var navigationState = NewsDetailsNavigationState()

    // MARK: - Private Properties

    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    /// - Parameters:
    ///   - news: A service the unit's commands call.
    public init(post: NewsList.ViewState.NewsItem, news: NewsClient, dismiss: (@MainActor () -> Void)? = nil) {
        self.dismiss = dismiss
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: NewsDetailsViewStateHolder(post: post, newsDetailsUnit: VSURFServices.Units.newsDetails(news: news)))
    }

    // MARK: - Body

    public var body: some View {
        NewsDetailsView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder, dismiss: dismiss)
    }
}

// MARK: - Preview

#Preview {
    NewsDetailsViewGroup(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes."), news: PreviewNewsClient())
}
