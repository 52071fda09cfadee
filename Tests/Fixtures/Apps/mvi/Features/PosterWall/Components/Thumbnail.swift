import SwiftUI

extension PosterWall {
    /// A custom element of PosterWallView.
    struct Thumbnail: View {
        // MARK: - Nested Types

        struct ViewState {
            let title: String
        }

        enum Action {
            case onTap
        }

        // MARK: - Properties

        let state: ViewState
        let onAction: (Action) -> Void

        // MARK: - Body

        var body: some View {
            Text("Thumbnail")
        }
    }
}

// MARK: - Preview

#Preview {
    PosterWall.Thumbnail(state: .init(title: "")) { _ in }
}
