import SwiftUI

/// A part of ProductCardView.
struct NavigationHeader: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let article: String
        let loadingState: LoadingState
        let opacity: Double
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
        Text("NavigationHeader")
    }
}

// MARK: - Preview

#Preview {
    NavigationHeader(state: .init(article: "", loadingState: .none, opacity: 0)) { _ in }
}
