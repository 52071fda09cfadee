import SwiftUI
import UIKit

/// A custom element of PosterCaptionView.
public struct CaptionPicture: View {
    // MARK: - Nested Types

    public struct ViewState {
        public let poster: UIImage?

        public init(poster: UIImage?) {
            self.poster = poster
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
        Text("CaptionPicture")
    }
}

// MARK: - Preview

#Preview {
    CaptionPicture(state: .init(poster: nil)) { _ in }
}
