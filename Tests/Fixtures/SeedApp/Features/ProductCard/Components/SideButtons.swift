import Foundation
import SwiftUI

struct SideButtons: View {
    // MARK: - Nested Types

    struct ViewState {
        let position: ProductCard.ViewState.Position
        let loadingState: ProductCard.ViewState.LoadingState

        init(
            position: ProductCard.ViewState.Position,
            loadingState: ProductCard.ViewState.LoadingState
        ) {
            self.position = position
            self.loadingState = loadingState
        }
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
    SideButtons(
        state: .init(position: .bottom, loadingState: .loading),
        onAction: { _ in }
    )
}
