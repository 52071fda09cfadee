import SwiftUI
import UIKit

/// A custom element of PosterCaptionView.
struct CaptionPicture: View {
    // MARK: - Nested Types

    struct ViewState {
        let poster: UIImage?
    }

    enum Action {
        case onTap
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("CaptionPicture")
    }
}

// MARK: - Preview

#Preview {
    CaptionPicture(state: .init(poster: nil)) { _ in }
}
