import SwiftUI
import UIKit

/// A custom element of PosterView.
public struct LoadingCover: View {
    // MARK: - Nested Types

    public struct ViewState {
        public let isLoading: Bool

        public init(isLoading: Bool) {
            self.isLoading = isLoading
        }
    }

    // MARK: - Properties

    public let state: ViewState

    public init(state: ViewState) {
        self.state = state
    }

    // MARK: - Body

    public var body: some View {
        Text("LoadingCover")
    }
}

// MARK: - Preview

#Preview {
    LoadingCover(state: .init(isLoading: false))
}
