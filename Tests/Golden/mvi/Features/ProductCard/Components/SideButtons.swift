import SwiftUI

/// A custom element of ProductCardView.
struct SideButtons: View {
    // MARK: - Nested Types

    struct ViewState {
        let position: ProductCard.ViewState.Position
        let loadingState: LoadingState

        init(position: ProductCard.ViewState.Position, loadingState: LoadingState) {
            self.position = position
            self.loadingState = loadingState
        }
    }

    enum Action {
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
