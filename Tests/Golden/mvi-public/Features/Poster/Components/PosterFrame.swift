import SwiftUI
import UIKit

/// A custom element of PosterView.
public struct PosterFrame: View {
    // MARK: - Nested Types

    public struct ViewState {
        public let poster: UIImage?

        public init(poster: UIImage?) {
            self.poster = poster
        }
    }

    // MARK: - Properties

    public let state: ViewState

    public init(state: ViewState) {
        self.state = state
    }

    // MARK: - Body

    public var body: some View {
        Text("PosterFrame")
    }
}

// MARK: - Preview

#Preview {
    PosterFrame(state: .init(poster: nil))
}
