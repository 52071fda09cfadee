import Foundation
import SwiftUI

struct NavigationHeader: View {
    // MARK: - Constants

    /// Values the subview reads as `Constant.name`.
    enum Constant {
        static let shareText = "Share"
        static let similarText = "Similar"
        static let setText = "Set"
        static let shareIcon = "shareBlack"
        static let similarIcon = "similarBlack24x24"
        static let productSetIcon = "productSetBlack24x24"
        static let moreIcon = "moreBlack24x24"
        static let favoriteIcon = "heartBlack24x24"
        static let backIcon = "backArrowBlack24x24"
        static let article = "Article "
    }

    // MARK: - Nested Types

    struct ViewState {
        let article: String
        let loadingState: LoadingState
        let opacity: Double

        init(
            article: String,
            loadingState: LoadingState,
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
