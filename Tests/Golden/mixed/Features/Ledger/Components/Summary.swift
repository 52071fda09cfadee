import SwiftUI

/// A part of LedgerView.
struct Summary: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let total: Int
    }

    // MARK: - Properties

    let state: ViewState

    // MARK: - Body

    var body: some View {
        Text("Summary")
    }
}

// MARK: - Preview

#Preview {
    Summary(state: .init(total: 0))
}
