import Foundation
import SwiftUI

public struct NavigationHeader: View {
    // MARK: - Constants

    /// Values the subview reads as `Constant.name`.
    public enum Constant {
        public static let shareText = "Share"
        public static let similarText = "Similar"
        public static let setText = "Set"
        public static let shareIcon = "shareBlack"
        public static let similarIcon = "similarBlack24x24"
        public static let productSetIcon = "productSetBlack24x24"
        public static let moreIcon = "moreBlack24x24"
        public static let favoriteIcon = "heartBlack24x24"
        public static let backIcon = "backArrowBlack24x24"
        public static let article = "Article "
    }

    // MARK: - Nested Types

    public struct ViewState {
        public let article: String
        public let loadingState: LoadingState
        public let opacity: Double

        public init(
            article: String,
            loadingState: LoadingState,
            opacity: Double
        ) {
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
    NavigationHeader(
        state: .init(article: "", loadingState: .none, opacity: 0),
        onAction: { _ in }
    )
}
