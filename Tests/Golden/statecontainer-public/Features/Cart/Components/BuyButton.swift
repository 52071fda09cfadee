import SwiftUI

/// A part of CartView.
public struct BuyButton: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let isEnabled: Bool

        public init(isEnabled: Bool) {
            self.isEnabled = isEnabled
        }
    }

    public enum Action: Sendable {
        case onTap
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
        Text("BuyButton")
    }
}

// MARK: - Preview

#Preview {
    BuyButton(state: .init(isEnabled: false)) { _ in }
}
