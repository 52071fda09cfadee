import Foundation
import SwiftUI

struct NavigationHeader: View {
    // MARK: - Nested Types

    struct ViewState {
        let article: String
        let loadingState: ProductCard.ViewState.LoadingState
        let opacity: Double

        init(
            article: String,
            loadingState: ProductCard.ViewState.LoadingState,
            opacity: Double
        ) {
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

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.article)
            Text(state.loadingState == .loading ? "Loading…" : "Loaded")
        }
    }
}

// MARK: - Preview

#Preview {
    NavigationHeader(
        state: .init(article: "", loadingState: .loading, opacity: 0),
        onAction: { _ in }
    )
}
