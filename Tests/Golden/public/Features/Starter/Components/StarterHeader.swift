import Foundation
import SwiftUI

public struct StarterHeader: View {
    // MARK: - Nested Types

    public struct ViewState {
        public let title: String
        public let isLoading: Bool

        public init(
            title: String,
            isLoading: Bool
        ) {
            self.title = title
            self.isLoading = isLoading
        }
    }

    public enum Action: Sendable {
        case onTapBackButton
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
        Text("StarterHeader")
    }
}

// MARK: - Preview

#Preview {
    StarterHeader(
        state: .init(title: "", isLoading: false),
        onAction: { _ in }
    )
}
