import SwiftUI

extension PosterWall {
    /// A custom element of PosterWallView.
    public struct Thumbnail: View {
        // MARK: - Nested Types

        public struct ViewState {
            public let title: String

            public init(title: String) {
                self.title = title
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
    PosterWall.Thumbnail(state: .init(title: "")) { _ in }
}
