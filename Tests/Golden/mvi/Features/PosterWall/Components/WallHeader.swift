import SwiftUI

extension PosterWall {
    /// A custom element of PosterWallView.
    struct WallHeader: View {
        // MARK: - Nested Types

        struct ViewState {
            let total: Int
        }

        // MARK: - Properties

        let state: ViewState

        // MARK: - Body

        var body: some View {
            Text("WallHeader")
        }
    }
}

// MARK: - Preview

#Preview {
    PosterWall.WallHeader(state: .init(total: 0))
}
