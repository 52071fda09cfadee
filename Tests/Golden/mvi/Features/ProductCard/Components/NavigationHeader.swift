import SwiftUI

/// A custom element of ProductCardView.
struct NavigationHeader: View {
    // MARK: - Nested Types

    struct ViewState {
        let article: String
        let loadingState: LoadingState
        let opacity: Double

        init(article: String, loadingState: LoadingState, opacity: Double) {
            self.article = article
            self.loadingState = loadingState
            self.opacity = opacity
        }
    }

    enum Action {
        case onTapBackButton
        case onTapFavoriteButton
        case onTapShareButton
        case onTapSimilarButton
        case onTapSetsButton
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("NavigationHeader")
    }
}

// MARK: - Preview

#Preview {
    NavigationHeader(state: .init(article: "", loadingState: .none, opacity: 0)) { _ in }
}
