import SwiftUI
import UIKit

/// A part of ImagePreviewView.
public struct LoadingOverlay: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let isLoading: Bool
        public let errorMessage: String?

        public init(isLoading: Bool, errorMessage: String?) {
            self.isLoading = isLoading
            self.errorMessage = errorMessage
        }
    }

    // MARK: - Properties

    public let state: ViewState

    public init(state: ViewState) {
        self.state = state
    }

    // MARK: - Body

    public var body: some View {
        Text("LoadingOverlay")
    }
}

// MARK: - Preview

#Preview {
    LoadingOverlay(state: .init(isLoading: false, errorMessage: nil))
}
