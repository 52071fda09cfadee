import SwiftUI

/// A part of NumbersListView.
public struct NumbersContent: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let content: NumbersList.ViewState.Content

        public init(content: NumbersList.ViewState.Content) {
            self.content = content
        }
    }

    public enum Action: Sendable {
        case onTapRetry
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
        Text("NumbersContent")
    }
}

// MARK: - Preview

#Preview {
    NumbersContent(state: .init(content: .idle)) { _ in }
}
