import Foundation
import SwiftUI

public struct SideButtons: View {
    // MARK: - Constants

    /// Values the subview reads as `Constant.name`.
    public enum Constant {
        public static let shareIcon = "shareBlack"
        public static let similarIcon = "similarBlack24x24"
        public static let productSetIcon = "productSetBlack24x24"
    }

    // MARK: - Nested Types

    public enum Action: Sendable {
        case onTapShareButton
        case onTapSimilarButton
        case onTapSetsButton
    }

    // MARK: - Properties

    public let position: ProductCard.ViewState.Position
    public let loadingState: LoadingState
    public let onAction: (Action) -> Void

    public init(
        position: ProductCard.ViewState.Position,
        loadingState: LoadingState,
        onAction: @escaping (Action) -> Void
    ) {
        self.position = position
        self.loadingState = loadingState
        self.onAction = onAction
    }

    // MARK: - Body

    public var body: some View {
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
