import SwiftUI

/// A part of NumbersListView.
struct NumbersContent: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let content: NumbersList.ViewState.Content
    }

    enum Action: Sendable {
        case onTapRetry
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("NumbersContent")
    }
}

// MARK: - Preview

#Preview {
    NumbersContent(state: .init(content: .idle)) { _ in }
}
