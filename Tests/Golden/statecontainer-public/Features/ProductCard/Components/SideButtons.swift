import SwiftUI

/// A part of ProductCardView.
public struct SideButtons: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let position: ProductCard.ViewState.Position
        public let loadingState: LoadingState

        public init(position: ProductCard.ViewState.Position, loadingState: LoadingState) {
            self.position = position
            self.loadingState = loadingState
        }
    }

    public enum Action: Sendable {
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
        Text("SideButtons")
    }
}

// MARK: - Preview

#Preview {
    SideButtons(state: .init(position: .bottom, loadingState: .none)) { _ in }
}
