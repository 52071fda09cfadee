import SwiftUI

/// A part of StarterView.
struct StarterHeader: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let title: String
    }

    enum Action: Sendable {
        case onTapBack
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("StarterHeader")
    }
}

// MARK: - Preview

#Preview {
    StarterHeader(state: .init(title: "")) { _ in }
}
