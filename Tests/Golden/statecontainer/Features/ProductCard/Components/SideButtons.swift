import SwiftUI

/// A part of ProductCardView.
struct SideButtons: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let position: ProductCard.ViewState.Position
        let loadingState: LoadingState
    }

    enum Action: Sendable {
        case onTapShareButton
        case onTapSimilarButton
        case onTapSetsButton
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("SideButtons")
    }
}

// MARK: - Preview

#Preview {
    SideButtons(state: .init(position: .bottom, loadingState: .none)) { _ in }
}
