import SwiftUI
import UIKit

/// A part of ImagePreviewView.
public struct ImageCard: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let image: UIImage?

        public init(image: UIImage?) {
            self.image = image
        }
    }

    public enum Action: Sendable {
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
        Text("ImageCard")
    }
}

// MARK: - Preview

#Preview {
    ImageCard(state: .init(image: nil)) { _ in }
}
