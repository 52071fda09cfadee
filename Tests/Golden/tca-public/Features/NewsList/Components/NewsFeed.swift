import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct NewsFeed {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var news: [NewsList.ViewState.NewsItem]
        public var isLoading: Bool

        public init(news: [NewsList.ViewState.NewsItem], isLoading: Bool) {
            self.news = news
            self.isLoading = isLoading
        }
    }

    public enum Action: Sendable {
        case onTapItem(NewsList.ViewState.NewsItem)
        case onItemAppear(NewsList.ViewState.NewsItem)
    }

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
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

public struct NewsFeedView: View {
    public let store: StoreOf<NewsFeed>

    public init(store: StoreOf<NewsFeed>) {
        self.store = store
    }

    public var body: some View {
        Text("NewsFeed")
    }
}

// MARK: - Preview

#Preview {
    NewsFeedView(store: Store(initialState: NewsFeed.State(news: [], isLoading: false)) {
        NewsFeed()
    })
}
