import SwiftUI

extension Stall {
    /// A custom element of StallView.
    public struct Thumbnail: View {
        // MARK: - Nested Types

        public struct ViewState {
            public let price: String

            public init(price: String) {
                self.price = price
            }
        }

        public enum Action {
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
            Text("Thumbnail")
        }
    }
}

// MARK: - Preview

#Preview {
    Stall.Thumbnail(state: .init(price: "")) { _ in }
}
