import SwiftUI

/// A part of ProductCardView.
public struct NavigationHeader: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let article: String
        public let loadingState: LoadingState
        public let opacity: Double

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

    // MARK: - Properties

    public let state: ViewState
    public let onAction: (Action) -> Void

    public init(state: ViewState, onAction: @escaping (Action) -> Void) {
        self.state = state
        self.onAction = onAction
    }

    // MARK: - Body

    public var body: some View {
        Text("NavigationHeader")
    }
}

// MARK: - Preview

#Preview {
    NavigationHeader(state: .init(article: "", loadingState: .none, opacity: 0)) { _ in }
}
