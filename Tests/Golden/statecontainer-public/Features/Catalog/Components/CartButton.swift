import SwiftUI

/// A part of CatalogView.
public struct CartButton: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let count: Int
        public let isEnabled: Bool

        public init(count: Int, isEnabled: Bool) {
            self.count = count
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
        Text("CartButton")
    }
}

// MARK: - Preview

#Preview {
    CartButton(state: .init(count: 0, isEnabled: false)) { _ in }
}
