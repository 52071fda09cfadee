import SwiftUI

/// A custom element of NumbersListView.
struct NumbersContent: View {
    // MARK: - Nested Types

    struct ViewState {
        let content: NumbersList.ViewState.Content
    }

    enum Action {
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
