import SwiftUI
import UIKit

/// A custom element of PosterCaptionView.
struct CaptionText: View {
    // MARK: - Nested Types

    struct ViewState {
        let caption: String
    }

    // MARK: - Properties

    let state: ViewState

    // MARK: - Body

    var body: some View {
        Text("CaptionText")
    }
}

// MARK: - Preview

#Preview {
    CaptionText(state: .init(caption: ""))
}
