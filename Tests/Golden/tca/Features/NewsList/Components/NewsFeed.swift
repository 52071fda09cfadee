import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct NewsFeed {
    @ObservableState
    struct State: Equatable, Sendable {
        var news: [NewsList.ViewState.NewsItem]
        var isLoading: Bool
    }

    enum Action: Sendable {
        case onTapItem(NewsList.ViewState.NewsItem)
        case onItemAppear(NewsList.ViewState.NewsItem)
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTapItem:
                return .none
            case .onItemAppear:
                return .none
            }
        }
    }
}

// MARK: - View

struct NewsFeedView: View {
    let store: StoreOf<NewsFeed>

    var body: some View {
        Text("NewsFeed")
    }
}

// MARK: - Preview

#Preview {
    NewsFeedView(store: Store(initialState: NewsFeed.State(news: [], isLoading: false)) {
        NewsFeed()
    })
}
