import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
public struct NewsList {
    /// Other features reach this feature's types through `NewsList.ViewState`.
    public typealias ViewState = State

    // MARK: - State

    @ObservableState
    public struct State: Equatable, Sendable {
        public var page: Int
        public var errorMessage: String?
        @Presents public var destination: Destination.State?

        // MARK: - Children

        public var newsFeed: NewsFeed.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        public var news: [NewsItem] {
            get { newsFeed.news }
            set { newsFeed.news = newValue }
        }

        public var isLoading: Bool {
            get { newsFeed.isLoading }
            set { newsFeed.isLoading = newValue }
        }

        // MARK: - Lifecycle

        public init() {
            self.page = 1
            self.errorMessage = nil
            self.newsFeed = NewsFeed.State(
                news: [],
                isLoading: false
            )
        }
    }

    // MARK: - Action

    public enum Action: Sendable {
        case start
        case didScrollToBottom
        case stopLoading
        case details(post: NewsList.ViewState.NewsItem)
        case onAppear(post: NewsList.ViewState.NewsItem)
        case newsResponse(Result<[NewsList.ViewState.NewsItem], any Error>)
        case newsFeed(NewsFeed.Action)
        case destination(PresentationAction<Destination.Action>)
    }

    // MARK: - Destination

    @Reducer
    public enum Destination {
        case details(NewsDetails)
    }

    // MARK: - Dependencies

    @Dependency(\.news) var news

    // MARK: - Cancellation

    /// The ids of the effects that run long, cancelled by id.
    nonisolated private enum CancelID { case fetchPage }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Scope(\.newsFeed, action: \.newsFeed) {
            NewsFeed()
        }
        Reduce { state, action in
            switch action {
            case .start:
                state.isLoading = true
                state.errorMessage = nil
                return .run { [news, page = state.page] send in
                    await send(.newsResponse(Result { try await news.fetchPage(page: page) }))
                }
                .cancellable(id: CancelID.fetchPage, cancelInFlight: true)
            case .didScrollToBottom:
                return .none
            case .stopLoading:
                state.isLoading = false
                return .cancel(id: CancelID.fetchPage)
            case let .details(post):
                state.destination = .details(NewsDetails.State(post: post))
                return .none
            case .onAppear:
                return .none
            case let .newsResponse(.success(news)):
                state.isLoading = false
                state.news = news
                return .none
            case let .newsResponse(.failure(error)):
                state.isLoading = false
                state.errorMessage = error.localizedDescription
                return .none
            case .newsFeed:
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension NewsList.Destination.State: Equatable {}

/// Public, so not Sendable by inference: the destination's state and actions are, as the
/// feature's are.
extension NewsList.Destination.State: Sendable {}
extension NewsList.Destination.Action: Sendable {}

// MARK: - Nested Types

extension NewsList.State {
    public nonisolated struct NewsItem: Equatable, Sendable {
        public var id: Int
        public var title: String
        public var text: String

        public init(
            id: Int,
            title: String,
            text: String
        ) {
            self.id = id
            self.title = title
            self.text = text
        }
    }
}

extension NewsList.State {
    public nonisolated enum NewsError: Error, Hashable {
        case network
        case decoding
    }
}

// MARK: - Building

extension NewsList {
    /// What another feature passes to open this one: the spec's input.
    public struct Input {
        public init() {}
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State()) {
            NewsList()
        }
        return UIHostingController(rootView: NewsListView(store: store))
    }
}
