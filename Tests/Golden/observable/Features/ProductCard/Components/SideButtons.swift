import Foundation
import SwiftUI

struct SideButtons: View {
    // MARK: - Constants

    /// Values the subview reads as `Constant.name`.
    enum Constant {
        static let shareIcon = "shareBlack"
        static let similarIcon = "similarBlack24x24"
        static let productSetIcon = "productSetBlack24x24"
    }

    // MARK: - Nested Types

    enum Action: Sendable {
        case onTapShareButton
        case onTapSimilarButton
        case onTapSetsButton
    }

    // MARK: - Properties

    let position: ProductCard.ViewState.Position
    let loadingState: LoadingState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("SideButtons")
    }
}

// MARK: - Preview

#Preview {
    SideButtons(
        position: .bottom,
        loadingState: .none,
        onAction: { _ in }
    )
}
