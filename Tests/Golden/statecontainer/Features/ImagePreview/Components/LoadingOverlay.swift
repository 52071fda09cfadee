import SwiftUI
import UIKit

/// A part of ImagePreviewView.
struct LoadingOverlay: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let isLoading: Bool
        let errorMessage: String?
    }

    // MARK: - Properties

    let state: ViewState

    // MARK: - Body

    var body: some View {
        Text("LoadingOverlay")
    }
}

// MARK: - Preview

#Preview {
    LoadingOverlay(state: .init(isLoading: false, errorMessage: nil))
}
