import SwiftUI
import UIKit

/// A custom element of PosterView.
struct PosterFrame: View {
    // MARK: - Nested Types

    struct ViewState {
        let poster: UIImage?
    }

    // MARK: - Properties

    let state: ViewState

    // MARK: - Body

    var body: some View {
        Text("PosterFrame")
    }
}

// MARK: - Preview

#Preview {
    PosterFrame(state: .init(poster: nil))
}
