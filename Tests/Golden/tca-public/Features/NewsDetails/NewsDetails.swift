import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
public struct NewsDetails {
    // MARK: - State

    @ObservableState
    public struct State: Equatable, Sendable {
        public let post: NewsList.ViewState.NewsItem?
        public var moreNews: [NewsList.ViewState.NewsItem]
        public var isLoadingMore: Bool
        public var moreError: String?
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        public var hasAppeared = false

        // MARK: - Lifecycle

        public init(post: NewsList.ViewState.NewsItem) {
            self.post = post
            self.moreNews = []
            self.isLoadingMore = false
            self.moreError = nil
        }
    }

    // MARK: - Action

    public enum Action: Sendable {
        case onAppear
        case onDisappear
        case share
        case dismiss
        case loadMore(page: Int)
        case moreResponse(Result<[NewsList.ViewState.NewsItem], any Error>)
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.news) var news

    // MARK: - Cancellation

    /// The ids of the effects that run long, cancelled by id.
    nonisolated private enum CancelID { case loadMore }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                guard !state.hasAppeared else { return .none }
                state.hasAppeared = true
                return .none
            case .onDisappear:
                return .none
            case .share:
                return .none
            case .dismiss:
                return .run { [dismiss] _ in
                    await dismiss()
                }
            case let .loadMore(page):
                state.isLoadingMore = true
                state.moreError = nil
                return .run { [news] send in
                    await send(.moreResponse(Result { try await news.fetchPage(page: page) }))
                }
                .cancellable(id: CancelID.loadMore, cancelInFlight: true)
            case let .moreResponse(.success(moreNews)):
                state.isLoadingMore = false
                state.moreNews = moreNews
                return .none
            case let .moreResponse(.failure(error)):
                state.isLoadingMore = false
                state.moreError = error.localizedDescription
                return .none
            }
        }
    }
}

// MARK: - Building

extension NewsDetails {
    /// What another feature passes to open this one: the spec's input.
    public struct Input {
        public var post: NewsList.ViewState.NewsItem

        public init(post: NewsList.ViewState.NewsItem) {
            self.post = post
        }
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        let controller = UIHostingController<NewsDetailsView?>(rootView: nil)
        let store = Store(initialState: State(post: input.post)) {
            NewsDetails()
        } withDependencies: {
            $0.dismiss = DismissEffect { [weak controller] in
                if let navigationController = controller?.navigationController, navigationController.viewControllers.count > 1 {
                    navigationController.popViewController(animated: true)
                } else {
                    controller?.dismiss(animated: true)
                }
            }
        }
        controller.rootView = NewsDetailsView(store: store)
        return controller
    }
}
