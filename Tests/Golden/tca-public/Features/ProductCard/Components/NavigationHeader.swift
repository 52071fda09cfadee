import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct NavigationHeader {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var article: String
        public var loadingState: LoadingState
        public var opacity: Double

        public init(article: String, loadingState: LoadingState, opacity: Double) {
            self.article = article
            self.loadingState = loadingState
            self.opacity = opacity
        }
    }

    public enum Action: Sendable {
        case onTapBackButton
        case onTapFavoriteButton
        case onTapShareButton
        case onTapSimilarButton
        case onTapSetsButton
    }

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTapBackButton:
                return .none
            case .onTapFavoriteButton:
                return .none
            case .onTapShareButton:
                return .none
            case .onTapSimilarButton:
                return .none
            case .onTapSetsButton:
                return .none
            }
        }
    }
}

// MARK: - View

public struct NavigationHeaderView: View {
    public let store: StoreOf<NavigationHeader>

    public init(store: StoreOf<NavigationHeader>) {
        self.store = store
    }

    public var body: some View {
        Text("NavigationHeader")
    }
}

// MARK: - Preview

#Preview {
    NavigationHeaderView(store: Store(initialState: NavigationHeader.State(article: "", loadingState: .none, opacity: 0)) {
        NavigationHeader()
    })
}
