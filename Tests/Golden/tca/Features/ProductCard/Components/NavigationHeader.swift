import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct NavigationHeader {
    @ObservableState
    struct State: Equatable, Sendable {
        var article: String
        var loadingState: LoadingState
        var opacity: Double

        init(article: String, loadingState: LoadingState, opacity: Double) {
            self.article = article
            self.loadingState = loadingState
            self.opacity = opacity
        }
    }

    enum Action: Sendable {
        case onTapBackButton
        case onTapFavoriteButton
        case onTapShareButton
        case onTapSimilarButton
        case onTapSetsButton
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
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

struct NavigationHeaderView: View {
    let store: StoreOf<NavigationHeader>

    var body: some View {
        Text("NavigationHeader")
    }
}

// MARK: - Preview

#Preview {
    NavigationHeaderView(store: Store(initialState: NavigationHeader.State(article: "", loadingState: .none, opacity: 0)) {
        NavigationHeader()
    })
}
