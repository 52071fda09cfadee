import SwiftUI
import UIKit

/// A custom element of PosterCaptionView.
public struct CaptionText: View {
    // MARK: - Nested Types

    public struct ViewState {
        public let caption: String

        public init(caption: String) {
            self.caption = caption
        }
    }

    // MARK: - Properties

    public let state: ViewState

    public init(state: ViewState) {
        self.state = state
    }

    // MARK: - Body

    public var body: some View {
        Text("CaptionText")
    }
}

// MARK: - Preview

#Preview {
    CaptionText(state: .init(caption: ""))
}
