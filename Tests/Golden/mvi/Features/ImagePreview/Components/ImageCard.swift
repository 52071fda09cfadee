import SwiftUI
import UIKit

/// A custom element of ImagePreviewView.
struct ImageCard: View {
    // MARK: - Nested Types

    struct ViewState {
        let image: UIImage?
    }

    enum Action {
        case onTap
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("ImageCard")
    }
}

// MARK: - Preview

#Preview {
    ImageCard(state: .init(image: nil)) { _ in }
}
