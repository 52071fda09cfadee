import SwiftUI

/// A part of CartView.
struct BuyButton: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
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
        Text("BuyButton")
    }
}

// MARK: - Preview

#Preview {
    BuyButton(state: .init(isEnabled: false)) { _ in }
}
