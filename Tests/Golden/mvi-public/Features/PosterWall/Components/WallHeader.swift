import SwiftUI

extension PosterWall {
    /// A custom element of PosterWallView.
    public struct WallHeader: View {
        // MARK: - Nested Types

        public struct ViewState {
            public let total: Int

            public init(total: Int) {
                self.total = total
            }
        }

        // MARK: - Properties

        public let state: ViewState

        public init(state: ViewState) {
            self.state = state
        }

        // MARK: - Body

        public var body: some View {
            Text("WallHeader")
        }
    }
}

// MARK: - Preview

#Preview {
    PosterWall.WallHeader(state: .init(total: 0))
}
