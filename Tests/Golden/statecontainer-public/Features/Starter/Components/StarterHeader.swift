import SwiftUI

/// A part of StarterView.
public struct StarterHeader: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let title: String

        public init(title: String) {
            self.title = title
        }
    }

    public enum Action: Sendable {
        case onTapBack
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
    StarterHeader(state: .init(title: "")) { _ in }
}
