import SwiftUI
import UIKit

/// A custom element of PosterView.
struct LoadingCover: View {
    // MARK: - Nested Types

    struct ViewState {
        let isLoading: Bool
    }

    // MARK: - Properties

    let state: ViewState

    // MARK: - Body

    var body: some View {
        Text("LoadingCover")
    }
}

// MARK: - Preview

#Preview {
    LoadingCover(state: .init(isLoading: false))
}
