import SwiftUI

/// A part of CatalogView.
struct CartButton: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let count: Int
        let isEnabled: Bool
    }

    enum Action: Sendable {
        case onTap
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("CartButton")
    }
}

// MARK: - Preview

#Preview {
    CartButton(state: .init(count: 0, isEnabled: false)) { _ in }
}
