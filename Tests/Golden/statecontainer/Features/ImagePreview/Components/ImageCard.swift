import SwiftUI
import UIKit

/// A part of ImagePreviewView.
struct ImageCard: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let image: UIImage?
    }

    enum Action: Sendable {
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
